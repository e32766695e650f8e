import {
  NAVIGATION_DESTINATION_UNKNOWN,
  NAVIGATION_EXTERNAL_INVALID,
  NAVIGATION_ONE_EXTERNAL,
  NAVIGATION_TITLE_EMPTY,
  NAVIGATION_TOO_MANY,
  NAVIGATION_TOPIC_INVALID,
  PUBLICATION_DESCRIPTION_MAX_LENGTH,
  PUBLICATION_LONG_DESCRIPTION_MAX_LENGTH,
  PUBLICATION_NAME_EMPTY,
  PUBLICATION_NAME_MAX_LENGTH,
  PUBLICATION_NAVIGATION_MAX_ITEMS,
  checkPublicationAbout,
  checkPublicationNavigation,
  navigationDuplicate,
  navigationTitleTooLong,
  publicationDescriptionTooLong,
  publicationLongDescriptionTooLong,
  publicationNameTooLong,
  publicationSettingsPermissions,
} from './publication-settings.ts';

describe('checkPublicationAbout', () => {
  it('trims what it keeps: the name and short description to one line, the long one to its paragraphs', () => {
    expect(
      checkPublicationAbout({
        name: '  Paper   Lanterns ',
        description: ' Fiction\nand poetry ',
        longDescription: '\r\nFirst paragraph.\r\n\r\nSecond.  ',
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Paper Lanterns',
        description: 'Fiction and poetry',
        longDescription: 'First paragraph.\n\nSecond.',
      },
    });
  });

  it('keeps the name when none is sent (an editor), and allows empty descriptions', () => {
    expect(checkPublicationAbout({ description: '', longDescription: '' })).toEqual({
      ok: true,
      value: { description: '', longDescription: '' },
    });
  });

  it.each([
    [{ name: '   ', description: '', longDescription: '' }, PUBLICATION_NAME_EMPTY],
    [
      { name: 'n'.repeat(PUBLICATION_NAME_MAX_LENGTH + 1), description: '', longDescription: '' },
      publicationNameTooLong(PUBLICATION_NAME_MAX_LENGTH + 1),
    ],
    [
      { name: 'Ok', description: 'd'.repeat(PUBLICATION_DESCRIPTION_MAX_LENGTH + 1), longDescription: '' },
      publicationDescriptionTooLong(PUBLICATION_DESCRIPTION_MAX_LENGTH + 1),
    ],
    [
      { name: 'Ok', description: '', longDescription: 'l'.repeat(PUBLICATION_LONG_DESCRIPTION_MAX_LENGTH + 1) },
      publicationLongDescriptionTooLong(PUBLICATION_LONG_DESCRIPTION_MAX_LENGTH + 1),
    ],
  ])('refuses case %# with its reason', (input, message) => {
    expect(checkPublicationAbout(input)).toEqual({ ok: false, message });
  });
});

describe('checkPublicationNavigation', () => {
  it('keeps the order given and normalises each link', () => {
    expect(
      checkPublicationNavigation([
        { destination: 'TAG_FEED', title: ' Data  Science ', value: 'Data Science' },
        { destination: 'ABOUT', title: 'About', value: 'ignored' },
        { destination: 'EXTERNAL_URL', title: 'Shop', value: ' https://shop.example/x ' },
        { destination: 'PAGE', title: 'Write for us', value: 'Write-For-Us' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { destination: 'TAG_FEED', title: 'Data Science', value: 'data-science' },
        { destination: 'ABOUT', title: 'About', value: '' },
        { destination: 'EXTERNAL_URL', title: 'Shop', value: 'https://shop.example/x' },
        { destination: 'PAGE', title: 'Write for us', value: 'write-for-us' },
      ],
    });
  });

  it('accepts an empty navigation and exactly the limit', () => {
    expect(checkPublicationNavigation([])).toEqual({ ok: true, value: [] });
    const many = Array.from({ length: PUBLICATION_NAVIGATION_MAX_ITEMS }, (_, index) => ({
      destination: 'TAG_FEED',
      title: `Topic ${index}`,
      value: `topic-${index}`,
    }));
    expect(checkPublicationNavigation(many).ok).toBe(true);
    expect(checkPublicationNavigation([...many, { destination: 'ABOUT', title: 'About', value: '' }])).toEqual({
      ok: false,
      message: NAVIGATION_TOO_MANY,
    });
  });

  it.each([
    [[{ destination: 'ABOUT', title: '  ', value: '' }], NAVIGATION_TITLE_EMPTY],
    [[{ destination: 'ABOUT', title: 't'.repeat(31), value: '' }], navigationTitleTooLong('t'.repeat(31))],
    [[{ destination: 'HOMEPAGE', title: 'Home', value: '' }], NAVIGATION_DESTINATION_UNKNOWN],
    [[{ destination: 'EXTERNAL_URL', title: 'Evil', value: 'javascript:alert(1)' }], NAVIGATION_EXTERNAL_INVALID],
    [[{ destination: 'TAG_FEED', title: 'Nothing', value: '' }], NAVIGATION_TOPIC_INVALID],
    [
      [
        { destination: 'EXTERNAL_URL', title: 'Shop', value: 'https://a.example' },
        { destination: 'EXTERNAL_URL', title: 'Blog', value: 'https://b.example' },
      ],
      NAVIGATION_ONE_EXTERNAL,
    ],
    [
      [
        { destination: 'LATEST', title: 'Latest', value: '' },
        { destination: 'LATEST', title: 'New', value: '' },
      ],
      navigationDuplicate('New'),
    ],
  ])('refuses case %# with its reason', (items, message) => {
    expect(checkPublicationNavigation(items)).toEqual({ ok: false, message });
  });
});

describe('publicationSettingsPermissions', () => {
  it('gives the owner everything, an editor the text and navigation, anyone else nothing', () => {
    expect(publicationSettingsPermissions('OWNER')).toEqual({ canManage: true, canChangeNameAndLogo: true });
    expect(publicationSettingsPermissions('EDITOR')).toEqual({ canManage: true, canChangeNameAndLogo: false });
    expect(publicationSettingsPermissions('WRITER')).toEqual({ canManage: false, canChangeNameAndLogo: false });
    expect(publicationSettingsPermissions(null)).toEqual({ canManage: false, canChangeNameAndLogo: false });
  });
});
