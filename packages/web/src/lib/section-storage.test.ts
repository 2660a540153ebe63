import { describe, expect, it } from 'vitest';
import { clearSectionKeys } from './section-storage';

describe("the 'section_' keys", () => {
  it('are all removed on a search; other keys stay', () => {
    localStorage.setItem('section_1', 'a');
    localStorage.setItem('section_22', 'b');
    localStorage.setItem('industryBusinessData', 'c');
    localStorage.setItem('my_section_x', 'd');
    clearSectionKeys();
    expect(Object.keys(localStorage).sort()).toEqual(['industryBusinessData', 'my_section_x']);
  });
});
