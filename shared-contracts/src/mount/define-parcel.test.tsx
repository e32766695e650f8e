import v8 from 'node:v8';
import vm from 'node:vm';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { MountProps } from './mount-props.ts';
import { createTestMountProps } from '../testing/test-mount-props.ts';
import { defineParcel } from './define-parcel.tsx';

interface LabelProps extends MountProps {
  label: string;
}

const labelParcel = defineParcel<LabelProps>(({ label }) => <span>{label}</span>);

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** single-spa's lifecycle timers hold a parcel until they fire: short ones here. */
const SHORT = { millis: 20, warningMillis: 10, dieOnTimeout: false };
const SHORT_TIMEOUTS = { bootstrap: SHORT, mount: SHORT, unmount: SHORT, update: SHORT };

/**
 * The host's way to mount a parcel: a child of a long-lived parcel (single-spa keeps root parcels
 * and their props after they unmount).
 */
const ownerMountParcel = () =>
  new Promise<typeof mountRootParcel>((resolve) => {
    mountRootParcel(
      {
        bootstrap: () => Promise.resolve(),
        mount: (props) => {
          resolve((props as { mountParcel: typeof mountRootParcel }).mountParcel);
          return Promise.resolve();
        },
        unmount: () => Promise.resolve(),
      },
      { domElement: document.createElement('div') },
    );
  });

// Parcels mount as the host mounts them: through single-spa, on React's own scheduler.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => delete actEnvironment.IS_REACT_ACT_ENVIRONMENT);
afterEach(() => document.body.replaceChildren());

/** One instance mounted the host's way: every instance of a parcel has the same name. */
function mountInstance(label: string) {
  const element = document.createElement('span');
  document.body.append(element);
  const { props } = createTestMountProps('membership');
  const parcel = mountRootParcel({ ...labelParcel.parcel, name: 'membership/label' } as unknown as ParcelConfig, {
    ...props,
    label,
    domElement: element,
  });
  return { element, parcel };
}

describe('defineParcel', () => {
  it('mounts, updates and unmounts several instances of one parcel, each in its own element', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stars = ['one', 'two', 'three'].map(mountInstance);
    await Promise.all(stars.map(({ parcel }) => parcel.mountPromise));
    expect(stars.map(({ element }) => element.textContent)).toEqual(['one', 'two', 'three']);

    const [first, second, third] = stars as [(typeof stars)[0], (typeof stars)[0], (typeof stars)[0]];
    await first.parcel.update?.({
      ...createTestMountProps('membership').props,
      label: 'one, again',
      domElement: first.element,
    });
    expect(stars.map(({ element }) => element.textContent)).toEqual(['one, again', 'two', 'three']);

    // Unmounted in the order a page leaves them, none dies unmounting.
    for (const { parcel } of [first, second, third]) await parcel.unmount();
    expect(stars.map(({ parcel }) => parcel.getStatus())).toEqual(['NOT_MOUNTED', 'NOT_MOUNTED', 'NOT_MOUNTED']);
    expect(stars.map(({ element }) => element.innerHTML)).toEqual(['', '', '']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('unmounts an instance while another of the same parcel stays mounted and keeps working', async () => {
    const first = mountInstance('first');
    const second = mountInstance('second');
    await Promise.all([first.parcel.mountPromise, second.parcel.mountPromise]);
    await first.parcel.unmount();
    expect(first.element.innerHTML).toBe('');
    expect(second.element.textContent).toBe('second');
    await second.parcel.update?.({
      ...createTestMountProps('membership').props,
      label: 'second, updated',
      domElement: second.element,
    });
    expect(second.element.textContent).toBe('second, updated');
    await second.parcel.unmount();
    expect(second.element.innerHTML).toBe('');
  });

  it("lets go of an unmounted instance's element while the parcel is still loaded and mounted elsewhere", async () => {
    const mountParcel = await ownerMountParcel();
    // A parcel no test mounted before: the first instance is the one at stake.
    const freshParcel = defineParcel<LabelProps>(({ label }) => <b>{label}</b>);
    const mountChild = (label: string, element: HTMLElement) =>
      mountParcel({ ...freshParcel.parcel, name: 'membership/label', timeouts: SHORT_TIMEOUTS } as ParcelConfig, {
        ...createTestMountProps('membership').props,
        label,
        domElement: element,
      });
    const first = await (async () => {
      const element = document.createElement('span');
      document.body.append(element);
      const parcel = mountChild('first', element);
      await parcel.mountPromise;
      await parcel.unmount();
      element.remove();
      return new WeakRef(element);
    })();
    const second = document.createElement('span');
    document.body.append(second);
    const stays = mountChild('second', second);
    await stays.mountPromise;
    // single-spa-react resolves its unmount a turn after React's, and the short timers fire.
    await new Promise((resolve) => setTimeout(resolve, 50));
    collectGarbage();
    expect(first.deref()).toBeUndefined();
    expect(second.textContent).toBe('second');
    await stays.unmount();
  });

  it('reports a render error of the parcel and leaves its element empty', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = defineParcel(() => {
      throw new Error('Broken parcel');
    });
    const reported: unknown[] = [];
    const element = document.createElement('div');
    document.body.append(element);
    const { props } = createTestMountProps('membership', {
      overrides: { telemetry: { track: () => {}, reportError: (error) => reported.push(error) } },
    });
    const parcel = mountRootParcel({ ...broken.parcel, name: 'membership/broken' } as unknown as ParcelConfig, {
      ...props,
      domElement: element,
    });
    await parcel.mountPromise;
    expect(reported).toEqual([new Error('Broken parcel')]);
    expect(element.innerHTML).toBe('');
    await parcel.unmount();
    errors.mockRestore();
  });
});
