import { createEventBus, type ViewerState } from '@inkpot/shared-contracts';
import { publishViewerImage, viewerWithImage } from './viewer-image.ts';

const IMAGE = '0123456789abcdef0123456789abcdef';
const signedIn = (id: string, imageId: string | null): ViewerState => ({
  status: 'signed-in',
  viewer: { id, name: 'Ada Lovelace', username: 'ada', imageId, isMember: false },
});

describe('viewerWithImage', () => {
  it('sets the signed-in viewer’s image, keeping the rest', () => {
    expect(viewerWithImage(signedIn('u1', null), 'u1', IMAGE)).toEqual(signedIn('u1', IMAGE));
    expect(viewerWithImage(signedIn('u1', IMAGE), 'u1', null)).toEqual(signedIn('u1', null));
  });

  it('changes nothing for a visitor, another viewer, or the same image', () => {
    expect(viewerWithImage({ status: 'visitor' }, 'u1', IMAGE)).toBeNull();
    expect(viewerWithImage({ status: 'loading' }, 'u1', IMAGE)).toBeNull();
    expect(viewerWithImage(signedIn('u2', null), 'u1', IMAGE)).toBeNull();
    expect(viewerWithImage(signedIn('u1', IMAGE), 'u1', IMAGE)).toBeNull();
  });
});

describe('publishViewerImage', () => {
  it('sets the bus’s viewer state once, and only when it changes', () => {
    const bus = createEventBus();
    bus.setState('viewer', signedIn('u1', null));
    const states: ViewerState[] = [];
    bus.state('viewer').subscribe((state) => states.push(state));

    publishViewerImage(bus, 'u1', IMAGE);
    publishViewerImage(bus, 'u1', IMAGE);
    publishViewerImage(bus, 'u2', null);

    expect(states).toEqual([signedIn('u1', null), signedIn('u1', IMAGE)]);
  });
});
