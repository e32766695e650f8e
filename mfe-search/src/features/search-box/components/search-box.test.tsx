import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestMountProps } from '../../../testing/test-mount-props.ts';
import { SearchBox } from './search-box.tsx';

const STORAGE_KEY = 'inkpot:recent-searches';
const storedSearches = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;

function renderSearchBox() {
  const test = createTestMountProps();
  render(
    <>
      <button type="button">Elsewhere on the page</button>
      <SearchBox {...test.props} />
    </>,
  );
  return { ...test, input: screen.getByRole('combobox', { name: 'Search' }) };
}

beforeEach(() => localStorage.clear());

describe('SearchBox', () => {
  it("is a search field named 'Search' with the placeholder 'Search' in a search landmark", () => {
    const { input } = renderSearchBox();
    expect(input).toHaveAttribute('placeholder', 'Search');
    expect(screen.getByRole('search')).toContainElement(input);
  });

  it('takes focus on Ctrl+K from anywhere on the page', async () => {
    const user = userEvent.setup();
    const { input } = renderSearchBox();
    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    expect(input).not.toHaveFocus();

    await user.keyboard('{Control>}k{/Control}');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  });

  it("keeps the browser's own Ctrl+K from running", () => {
    renderSearchBox();
    const notPrevented = fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(notPrevented).toBe(false);
  });

  it('ignores K without the modifier', async () => {
    const user = userEvent.setup();
    const { input } = renderSearchBox();
    await user.keyboard('k');
    expect(input).not.toHaveFocus();
  });

  it('searches on Enter with the trimmed query and saves it to recent searches', async () => {
    const user = userEvent.setup();
    const { input, navigate } = renderSearchBox();
    await user.type(input, '  cats & dogs  {Enter}');
    expect(navigate).toHaveBeenCalledWith('/search?q=cats+%26+dogs');
    expect(storedSearches()).toEqual(['cats & dogs']);
  });

  it('puts the newest search first without duplicates', async () => {
    const user = userEvent.setup();
    const { input } = renderSearchBox();
    for (const query of ['cats', 'dogs', 'cats']) {
      await user.clear(input);
      await user.type(input, `${query}{Enter}`);
    }
    expect(storedSearches()).toEqual(['cats', 'dogs']);
  });

  it('does nothing on Enter with a blank query', async () => {
    const user = userEvent.setup();
    const { input, navigate } = renderSearchBox();
    await user.type(input, '   {Enter}');
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('replaces a broken stored list, with a warning, instead of failing the search', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      localStorage.setItem(STORAGE_KEY, '{not json');
      const user = userEvent.setup();
      const { input, navigate } = renderSearchBox();
      await user.type(input, 'cats{Enter}');
      expect(navigate).toHaveBeenCalledWith('/search?q=cats');
      expect(storedSearches()).toEqual(['cats']);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
