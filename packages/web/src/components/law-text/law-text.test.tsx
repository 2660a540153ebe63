import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChangedLawTextFieldsFragment, LawTextSectionFieldsFragment } from '../../gql/graphql';
import { changedLawTextFixture, lawTextFixture } from '../../testing/catalogue';
import { renderRoutes } from '../../testing/render-route';
import { LawTextChange } from './law-text-change';
import { LawTextSections } from './law-text-sections';
import { wordDiff } from './text-diff';

const render = (element: React.ReactElement) => renderRoutes([{ path: '*', element }], { path: '/' });

describe('the law text views', () => {
  it("lists 'Parent' sections first, with the status in brackets, and renders only safe HTML", () => {
    const { container } = render(
      <LawTextSections sections={lawTextFixture.sections as LawTextSectionFieldsFragment[]} />,
    );
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      '§ 1002.4 General rules (Parent)',
      '§ 1002.5 Rules concerning requests for information (Combined)',
    ]);
    expect(container.querySelector('script')).toBeNull();
  });

  it('diffs old and new text word by word', () => {
    expect(wordDiff('<p>deliver a good faith estimate</p>', '<p>deliver a Loan Estimate</p>')).toEqual([
      { kind: 'same', text: 'deliver a ' },
      { kind: 'deleted', text: 'good faith estimate' },
      { kind: 'inserted', text: 'Loan Estimate' },
    ]);
  });

  it('marks insertions and deletions, indents sub-sections 28px or 3px, and strikes a decommissioned section', () => {
    const { container } = render(
      <LawTextChange change={changedLawTextFixture.change as ChangedLawTextFieldsFragment} />,
    );
    const subSectionsRegion = screen.getByRole('region', { name: 'Sub-sections' });
    expect(subSectionsRegion.querySelector('ins')?.textContent).toBe('Loan Estimate');
    expect(subSectionsRegion.querySelector('del')?.textContent).toBe('good faith estimate');
    const subSections = [...container.querySelectorAll('[data-part="changed-sub-section"]')];
    expect(subSections.map((node) => node.getAttribute('data-indent'))).toEqual(['3', '28']);
    expect(container.querySelector('[data-part="changed-section"]')).toBeTruthy();
    expect(screen.getByText('(Decommissioned)')).toBeTruthy();
    const levels = within(screen.getByRole('region', { name: 'Levels' }));
    expect(levels.getAllByText('Changed')).toHaveLength(2); // the column and the one changed level
    expect(levels.getAllByRole('row')[2]!.getAttribute('data-changed')).toBe('true');
  });
});
