import { postMenuItems, unmutedMessage } from './post-menu-items.ts';

const writer = (isMuting = false) => ({ id: 'u1', name: 'Ada Writer', viewerEdge: { isMuting } });
const publication = (isMuting = false) => ({ id: 'c1', name: 'The Inkwell', viewerEdge: { isMuting } });

describe('postMenuItems', () => {
  it('offers to mute the writer and the publication', () => {
    expect(postMenuItems({ creator: writer(), collection: publication() }, 'viewer')).toEqual([
      { entity: { type: 'user', id: 'u1', name: 'Ada Writer' }, mute: true, label: 'Mute Ada Writer' },
      { entity: { type: 'collection', id: 'c1', name: 'The Inkwell' }, mute: true, label: 'Mute The Inkwell' },
    ]);
  });

  it('offers Unmute for what the viewer already muted', () => {
    const items = postMenuItems({ creator: writer(true), collection: null }, 'viewer');
    expect(items).toEqual([
      { entity: { type: 'user', id: 'u1', name: 'Ada Writer' }, mute: false, label: 'Unmute Ada Writer' },
    ]);
  });

  it('never offers the viewer to mute themselves', () => {
    expect(postMenuItems({ creator: writer(), collection: null }, 'u1')).toEqual([]);
    expect(postMenuItems({ creator: writer(), collection: publication(true) }, 'u1').map((i) => i.label)).toEqual([
      'Unmute The Inkwell',
    ]);
  });

  it('says what an unmute did', () => {
    expect(unmutedMessage('Ada Writer')).toBe('You unmuted Ada Writer. Their stories can show in your feeds again.');
  });
});
