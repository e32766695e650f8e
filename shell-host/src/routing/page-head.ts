import { useEffect } from 'react';
import { applyDocumentHead, documentHead, type HeadEntity, type HeadInput } from '../../page-contract/document-head.ts';

type PageHeadBase = Omit<HeadInput, 'entity'> & {
  /** The location's pathname the base is for; an entity counts only for the same one. */
  pathname: string;
};

/**
 * Keeps the document head right on in-app navigation. The router gives each location's page
 * head (its title, canonical URL…); a page about something (a story, a person, a publication)
 * refines it when its data arrives. Either may come first: React runs a page's effects before
 * the router's. The document's own location keeps the edge's head until a page refines it: the
 * edge already named it after what the page is about.
 */
export function createPageHead(doc: Document) {
  let documentPathname: string | null = null;
  let base: PageHeadBase | null = null;
  let entity: { pathname: string; value: HeadEntity } | null = null;
  let refined = false;

  const render = () => {
    if (!base) return;
    const forThisPage = entity?.pathname === base.pathname ? entity.value : null;
    if (base.pathname === documentPathname && !forThisPage && !refined) return;
    if (forThisPage) refined = true;
    const { pathname: _pathname, ...input } = base;
    applyDocumentHead(documentHead({ ...input, entity: forThisPage }), doc);
  };

  return {
    setPage(next: PageHeadBase) {
      documentPathname ??= next.pathname;
      if (next.pathname !== documentPathname) refined = true;
      base = next;
      render();
    },
    setEntity(pathname: string, value: HeadEntity | null) {
      entity = value ? { pathname, value } : null;
      render();
    },
  };
}

export type PageHead = ReturnType<typeof createPageHead>;

let documentPageHead: PageHead | null = null;
/** The page's one head controller. */
export function pageHeadOf(doc: Document = document): PageHead {
  documentPageHead ??= createPageHead(doc);
  return documentPageHead;
}

/**
 * A page about something names the document after it (title, description, canonical URL, Open
 * Graph), for the location it is shown at (the address bar's, which navigation has already set).
 */
export function useEntityHead(entity: HeadEntity | null): void {
  const key = entity ? JSON.stringify(entity) : null;
  // Rendering follows navigation, so the address bar already shows this page's location.
  const pathname = typeof window === 'undefined' ? '' : window.location.pathname;
  useEffect(() => {
    if (entity) pageHeadOf().setEntity(pathname, entity);
    // `key` stands for the entity's content: a new object with the same values changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pathname]);
}
