import { act, render } from '@testing-library/react';
import { lazy, memo, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationSuspense, PageHydration, useHydrated } from './use-hydrated.ts';

/** Every render of a Probe, as `where:hydrated`, in order. */
let renders: string[] = [];

/** Text that depends on useHydrated, as a date in the reader's time zone does. */
function Probe({ where }: { where: string }) {
  const hydrated = useHydrated();
  renders.push(`${where}:${hydrated}`);
  return <p>{`${where} ${hydrated ? 'browser' : 'server'}`}</p>;
}

/** A part that never renders again on its own: what it holds is handed down unchanged. */
const Frame = memo(function Frame({ children }: { children: ReactNode }) {
  return <HydrationSuspense fallback={<p>loading</p>}>{children}</HydrationSuspense>;
});

/**
 * The shape of the host's tree: the shell outside any boundary, the page in a boundary inside
 * another (a publication's frame), the right column in one of its own.
 */
function Page({ serverHtml, page, aside }: { serverHtml: boolean; page: ReactNode; aside?: ReactNode }) {
  return (
    <PageHydration serverHtml={serverHtml}>
      <Probe where="shell" />
      <Frame>
        <HydrationSuspense fallback={<p>loading</p>}>{page}</HydrationSuspense>
      </Frame>
      <HydrationSuspense fallback={null}>{aside ?? <Probe where="aside" />}</HydrationSuspense>
    </PageHydration>
  );
}

/** Hydrates `browser` over the server's HTML of `server`, collecting React's recoverable errors. */
async function hydrate(server: ReactNode, browser: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(server);
  renders = [];
  const recoverable: string[] = [];
  await act(async () => {
    hydrateRoot(container, browser, { onRecoverableError: (error) => recoverable.push(String(error)) });
  });
  return { container, recoverable };
}

/** The values a Probe rendered with, in order, each once (React may render a part again before it commits). */
const rendersOf = (where: string) => [...new Set(renders.filter((render) => render.startsWith(`${where}:`)))];

beforeEach(() => {
  renders = [];
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Page serverHtml page={<Probe where="page" />} />)).toBe(
      '<p>shell server</p><!--$--><!--$--><p>page server</p><!--/$--><!--/$--><!--$--><p>aside server</p><!--/$-->',
    );
  });

  it("hydrates the Suspense boundaries, which React hydrates after the root's pass, with what the server rendered", async () => {
    const page = <Page serverHtml page={<Probe where="page" />} />;
    const { container, recoverable } = await hydrate(page, page);
    expect(recoverable).toEqual([]);
    // The boundaries rendered for the first time once the shell had hydrated (and switched), and
    // still rendered the server's text; then the browser's.
    expect(rendersOf('page')).toEqual(['page:false', 'page:true']);
    expect(rendersOf('aside')).toEqual(['aside:false', 'aside:true']);
    expect(container.textContent).toBe('shell browserpage browseraside browser');
  });

  it("hydrates a boundary whose code comes after the shell's hydration with what the server rendered", async () => {
    let load!: (module: { default: ComponentType }) => void;
    const LazyPage = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (load = resolve)));
    const { container, recoverable } = await hydrate(
      <Page serverHtml page={<Probe where="page" />} />,
      <Page serverHtml page={<LazyPage />} />,
    );
    // The page's HTML stays the server's while its code loads.
    expect(container.textContent).toContain('page server');
    await act(async () => load({ default: () => <Probe where="page" /> }));
    expect(recoverable).toEqual([]);
    expect(rendersOf('page')).toEqual(['page:false', 'page:true']);
    expect(container.textContent).toBe('shell browserpage browseraside browser');
  });

  it('is true at the first render of a component mounted after hydration (a page opened in the browser)', async () => {
    function Navigates() {
      const [opened, setOpened] = useState(false);
      return opened ? <Probe where="next" /> : <button onClick={() => setOpened(true)}>open</button>;
    }
    const page = <Page serverHtml page={<Navigates />} />;
    const { container, recoverable } = await hydrate(page, page);
    await act(async () => container.querySelector('button')?.click());
    expect(recoverable).toEqual([]);
    expect(rendersOf('next')).toEqual(['next:true']);
    expect(container.textContent).toBe('shell browsernext browseraside browser');
  });

  it('is true at once on a page the browser renders itself', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<Page serverHtml={false} page={<Probe where="page" />} />));
    expect(renders).toEqual(['shell:true', 'page:true', 'aside:true']);
  });

  it('is true outside a PageHydration (a part rendered on its own)', () => {
    render(<Probe where="alone" />);
    expect(renders).toEqual(['alone:true']);
  });
});
