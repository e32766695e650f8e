/**
 * A parcel the edge rendered into the page (its remote's server build, see server-parcels.tsx)
 * leaves its HTML in the slot's element, followed by one JSON script element with what its
 * browser parcel needs to hydrate that HTML (a search's answer, say).
 */
export const PARCEL_STATE_ATTRIBUTE = 'data-parcel-state';

/**
 * Takes the server's state out of a parcel's element before the parcel hydrates it: null when the
 * element holds no server HTML (the parcel renders itself). A state that cannot be read leaves
 * nothing to hydrate from: the element is emptied and the parcel renders itself.
 */
export function takeServerParcelState(element: Element | null | undefined): { state: unknown } | null {
  const script = element?.querySelector(`:scope > script[${PARCEL_STATE_ATTRIBUTE}]`);
  if (!element || !script) return null;
  script.remove();
  try {
    return { state: JSON.parse(script.textContent ?? '') as unknown };
  } catch {
    element.replaceChildren();
    return null;
  }
}
