import type { MountProps, ParcelName, RemoteName } from '@inkpot/shared-contracts';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RemoteLoader } from './remote-loader.ts';
import { RemoteSlot, ServerParcelHtml, serverRenderedParcels } from './remote-slot.tsx';

/**
 * A loader whose parcel, once released, records the element it mounts into, and mounts there what
 * `mount` does (nothing, by default).
 */
function parcelLoader(mount: (element: Element) => void = () => undefined) {
  const mountedInto: Element[] = [];
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const loader = {
    load: async () => {
      await loaded;
      return {
        contractVersion: '1.0.0',
        parcel: {
          bootstrap: async () => undefined,
          mount: async (props: { domElement: Element }) => {
            mountedInto.push(props.domElement);
            mount(props.domElement);
          },
          unmount: async () => undefined,
        },
      };
    },
    report: () => undefined,
    outcome: () => undefined,
    versionOf: () => '1.2.3',
  } as unknown as RemoteLoader;
  return { loader, mountedInto, release, loaded };
}

const slot = (loader: RemoteLoader) => (
  <RemoteSlot
    slot="search-results"
    remote={'search' as RemoteName}
    parcel={'search-results' as ParcelName}
    loader={loader}
    props={() => ({}) as MountProps}
  />
);

describe('RemoteSlot with a parcel the server rendered', () => {
  it("keeps the parcel's server HTML through the page's hydration and mounts the parcel onto it", async () => {
    const { loader, mountedInto, release } = parcelLoader();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerParcelHtml value={new Map([['search/search-results', '<ol><li id="hit">Night trains</li></ol>']])}>
        {slot(loader)}
      </ServerParcelHtml>,
    );
    document.body.append(container);
    const hit = container.querySelector('#hit');
    expect(hit).not.toBeNull();
    expect(serverRenderedParcels(container)).toEqual(new Map([['search/search-results', '']]));

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <ServerParcelHtml value={serverRenderedParcels(container)}>{slot(loader)}</ServerParcelHtml>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelector('#hit')).toBe(hit);
    expect(mountedInto).toEqual([hit?.parentElement?.parentElement]);
    container.remove();
  });

  it('renders an empty box for a parcel the server did not render', () => {
    const { loader } = parcelLoader();
    expect(renderToString(slot(loader))).toMatch(/data-slot="search-results"[^>]*><div><\/div><\/div>$/);
  });
});

describe('RemoteSlot with a placeholder', () => {
  const placeheld = (loader: RemoteLoader) => (
    <RemoteSlot
      inline
      slot="member-star"
      remote={'membership' as RemoteName}
      parcel={'member-star' as ParcelName}
      loader={loader}
      props={() => ({}) as MountProps}
      placeholder={<span className="star">★</span>}
    />
  );

  it("shows it beside the parcel's empty element, in the server's HTML and through hydration, until the parcel mounts", async () => {
    // A React parcel, as defineParcel mounts one: a root of its own in the slot's element.
    const { loader, release, loaded } = parcelLoader((element) =>
      createRoot(element).render(<button type="button">★ Member-only story</button>),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(placeheld(loader));
    // The parcel's element is empty, so the document's style shows the placeholder after it.
    expect(container.querySelector('[data-slot="member-star"]')?.innerHTML).toBe(
      '<span></span><span class="ink-slot-placeholder"><span class="star">★</span></span>',
    );
    document.body.append(container);

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, placeheld(loader), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.querySelector('.ink-slot-placeholder .star')).not.toBeNull();

    await act(async () => {
      release();
      await loaded;
    });
    expect(recoverable).toEqual([]);
    const slotElement = container.querySelector('[data-slot="member-star"]');
    expect(slotElement).toHaveAttribute('data-state', 'mounted');
    expect(slotElement?.innerHTML).toBe('<span><button type="button">★ Member-only story</button></span>');
    container.remove();
  });
});
