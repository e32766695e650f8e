import {
  NAVIGATION_ONE_EXTERNAL,
  NAVIGATION_TOO_MANY,
  PUBLICATION_NAVIGATION_MAX_ITEMS,
  navigationDuplicate,
} from '@inkpot/shared-contracts/publication-settings';
import {
  addLink,
  destinationLabel,
  draftOf,
  isChanged,
  itemsOf,
  moveLink,
  removeLink,
  renameLink,
} from './navigation-draft.ts';

const saved = [
  { destination: 'LATEST', title: 'Latest', value: '' },
  { destination: 'TAG_FEED', title: 'Fiction', value: 'fiction' },
  { destination: 'EXTERNAL_URL', title: 'Shop', value: 'https://shop.example' },
];
const titles = (links: { title: string }[]) => links.map((link) => link.title);

describe('the navigation draft', () => {
  it('moves a link up or down one place, and not past either end', () => {
    const links = draftOf(saved);
    const [latest, fiction, shop] = links.map((link) => link.key) as [string, string, string];
    expect(titles(moveLink(links, fiction, -1))).toEqual(['Fiction', 'Latest', 'Shop']);
    expect(titles(moveLink(links, fiction, 1))).toEqual(['Latest', 'Shop', 'Fiction']);
    expect(titles(moveLink(links, latest, -1))).toEqual(['Latest', 'Fiction', 'Shop']);
    expect(titles(moveLink(links, shop, 1))).toEqual(['Latest', 'Fiction', 'Shop']);
  });

  it('renames and removes by key, and knows when it differs from what is saved', () => {
    const links = draftOf(saved);
    const fiction = links[1]?.key ?? '';
    expect(isChanged(links, saved)).toBe(false);
    const renamed = renameLink(links, fiction, 'Stories');
    expect(titles(renamed)).toEqual(['Latest', 'Stories', 'Shop']);
    expect(isChanged(renamed, saved)).toBe(true);
    expect(itemsOf(removeLink(renamed, fiction))).toEqual([saved[0], saved[2]]);
  });

  it('adds a link normalised as the API keeps it, and refuses what the API would', () => {
    const links = draftOf(saved.slice(0, 1));
    const added = addLink(links, { destination: 'TAG_FEED', title: ' Poems ', value: 'Poetry' });
    expect(added.ok && itemsOf(added.links)).toEqual([
      saved[0],
      { destination: 'TAG_FEED', title: 'Poems', value: 'poetry' },
    ]);
    expect(addLink(links, { destination: 'LATEST', title: 'New', value: '' })).toEqual({
      ok: false,
      message: navigationDuplicate('New'),
    });
    expect(
      addLink(draftOf(saved), { destination: 'EXTERNAL_URL', title: 'Blog', value: 'https://blog.example' }),
    ).toEqual({
      ok: false,
      message: NAVIGATION_ONE_EXTERNAL,
    });
  });

  it('refuses a link past the limit', () => {
    const full = draftOf(
      Array.from({ length: PUBLICATION_NAVIGATION_MAX_ITEMS }, (_, index) => ({
        destination: 'PAGE',
        title: `Page ${index}`,
        value: `page-${index}`,
      })),
    );
    expect(addLink(full, { destination: 'ABOUT', title: 'About', value: '' })).toEqual({
      ok: false,
      message: NAVIGATION_TOO_MANY,
    });
  });

  it('says where each kind of link leads', () => {
    expect(saved.map(destinationLabel)).toEqual([
      'Latest stories',
      'Topic: fiction',
      'External link: https://shop.example',
    ]);
    expect(destinationLabel({ destination: 'PAGE', title: 'Write for us', value: 'write-for-us' })).toBe(
      'Page: write-for-us',
    );
  });
});
