import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-route';
import { AlphabetBar } from './alphabet-bar';

/** The bar between two buttons, keeping the picked letter as a screen does; `picked` hears every pick. */
function Screen({ picked }: { picked: (letter: string) => void }) {
  const [letter, setLetter] = useState('All');
  return (
    <>
      <button type="button">Before</button>
      <AlphabetBar
        value={letter}
        onChange={(next) => {
          picked(next);
          setLetter(next);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

function renderBar() {
  const picked = vi.fn();
  const rendered = renderRoutes([{ path: '*', element: <Screen picked={picked} /> }], { path: '/' });
  const toolbar = screen.getByRole('toolbar', { name: 'Names starting with' });
  const letter = (name: string) => within(toolbar).getByRole('button', { name });
  const focused = () => (document.activeElement as HTMLElement).textContent;
  const tabStops = () =>
    within(toolbar)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0)
      .map((button) => button.textContent);
  return { ...rendered, picked, toolbar, letter, focused, tabStops };
}

describe('the alphabet bar', () => {
  it('is one toolbar of All and A to Z with one Tab stop, the pressed letter', async () => {
    const { user, toolbar, letter, focused, tabStops } = renderBar();
    expect(toolbar.getAttribute('aria-orientation')).toBe('horizontal');
    expect(within(toolbar).getAllByRole('button')).toHaveLength(27);
    expect(letter('All').getAttribute('aria-pressed')).toBe('true');
    expect(tabStops()).toEqual(['All']);

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(focused()).toBe('All');
    await user.tab();
    expect(focused()).toBe('After');
  });

  it('moves focus with Left, Right, Home and End without picking, wrapping at the ends', async () => {
    const { user, picked, letter, focused, tabStops } = renderBar();
    letter('All').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('B');
    expect(tabStops()).toEqual(['B']);
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('A');
    await user.keyboard('{End}');
    expect(focused()).toBe('Z');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('All');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Z');
    await user.keyboard('{Home}');
    expect(focused()).toBe('All');
    expect(picked).not.toHaveBeenCalled();
    expect(letter('All').getAttribute('aria-pressed')).toBe('true');
  });

  it('picks the focused letter with Enter or Space', async () => {
    const { user, picked, letter, focused } = renderBar();
    letter('All').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(picked).toHaveBeenLastCalledWith('C');
    expect(letter('C').getAttribute('aria-pressed')).toBe('true');
    expect(letter('All').getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('{ArrowRight}[Space]');
    expect(picked).toHaveBeenLastCalledWith('D');
    expect(letter('D').getAttribute('aria-pressed')).toBe('true');
    expect(focused()).toBe('D');
  });

  it('brings Tab back to the pressed letter after focus wandered and left', async () => {
    const { user, picked, letter, focused, tabStops } = renderBar();
    await user.click(letter('M'));
    expect(picked).toHaveBeenLastCalledWith('M');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('O');
    await user.tab();
    expect(focused()).toBe('After');
    expect(tabStops()).toEqual(['M']);
    await user.tab({ shift: true });
    expect(focused()).toBe('M');
  });
});
