import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { MountProps } from './mount-props.ts';
import { createTestMountProps } from '../testing/test-mount-props.ts';
import { defineParcel } from './define-parcel.tsx';

interface LabelProps extends MountProps {
  label: string;
}

const labelParcel = defineParcel<LabelProps>(({ label }) => <span>{label}</span>);

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
});
