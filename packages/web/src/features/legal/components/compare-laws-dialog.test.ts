import { describe, expect, it } from 'vitest';
import { comparePanelTitles } from './compare-laws-dialog';

const row = (regulator: string, level1: string, section: string) => ({ regulator, level1, section });

describe('the compared panels’ titles', () => {
  it('are the regulator and level 1, as the spec shows them, when they differ', () => {
    expect(
      comparePanelTitles([
        row('CFPB', 'Title 12', '§ 1002.4 General rules'),
        row('OCC', 'Title 12', 'III.C Manage'),
      ]),
    ).toEqual(['CFPB: Title 12', 'OCC: Title 12']);
  });

  it('add the section when two panels share a regulator and level 1, and the place when even that repeats', () => {
    expect(
      comparePanelTitles([
        row('CFPB', 'Title 12', '§ 1002.4 General rules'),
        row('CFPB', 'Title 12', '§ 1002.9 Notifications'),
        row('OCC', 'Title 12', 'III.C Manage'),
        row('CFPB', 'Title 12', '§ 1002.4 General rules'),
      ]),
    ).toEqual([
      'CFPB: Title 12 (§ 1002.4 General rules, 1)',
      'CFPB: Title 12 (§ 1002.9 Notifications)',
      'OCC: Title 12',
      'CFPB: Title 12 (§ 1002.4 General rules, 2)',
    ]);
  });
});
