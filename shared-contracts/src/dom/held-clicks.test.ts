import { abandonHeldClicks, HOLD_CLICK, releaseHeldClicks } from './held-clicks.ts';

/** A server-rendered parcel's element with a held button and a held link, as the document's script keeps them. */
function serverParcel() {
  const owner = document.body.appendChild(document.createElement('div'));
  owner.setAttribute('data-server-parcel', 'navigation/top-bar');
  const button = owner.appendChild(document.createElement('button'));
  const link = owner.appendChild(document.createElement('a'));
  Object.entries(HOLD_CLICK).forEach(([name, value]) => link.setAttribute(name, value));
  link.href = '/m/signin?operation=login';
  const onButton = jest.fn();
  const onLink = jest.fn((event: MouseEvent) => event.preventDefault());
  button.addEventListener('click', onButton);
  link.addEventListener('click', onLink);
  return { owner, button, link, onButton, onLink };
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-hydrated');
  delete window.__inkpotHeldClicks;
});

describe('held clicks', () => {
  it("replays a parcel's held button and link, in order, once it has hydrated, and keeps the page's waiting", () => {
    const parcel = serverParcel();
    const pageButton = document.body.appendChild(document.createElement('button'));
    const onPage = jest.fn();
    pageButton.addEventListener('click', onPage);
    const order: string[] = [];
    parcel.onLink.mockImplementation((event: MouseEvent) => {
      event.preventDefault();
      order.push('link');
    });
    parcel.onButton.mockImplementation(() => order.push('button'));
    window.__inkpotHeldClicks = [parcel.link, pageButton, parcel.button];

    releaseHeldClicks(parcel.owner);

    expect(parcel.owner).toHaveAttribute('data-hydrated');
    expect(order).toEqual(['link', 'button']);
    expect(onPage).not.toHaveBeenCalled();
    expect(window.__inkpotHeldClicks).toEqual([pageButton]);
  });

  it("follows a held link when its parcel's code will not come, drops its buttons, and leaves the others held", () => {
    const parcel = serverParcel();
    const pageButton = document.body.appendChild(document.createElement('button'));
    window.__inkpotHeldClicks = [parcel.button, parcel.link, pageButton];
    const assign = jest.fn();
    const win = { __inkpotHeldClicks: window.__inkpotHeldClicks, location: { assign } };

    abandonHeldClicks(parcel.owner, win as unknown as Window);

    expect(assign).toHaveBeenCalledWith('http://localhost/m/signin?operation=login');
    expect(parcel.onButton).not.toHaveBeenCalled();
    expect(window.__inkpotHeldClicks).toEqual([pageButton]);
  });

  it('goes nowhere when nothing was held for the parcel', () => {
    const parcel = serverParcel();
    const assign = jest.fn();
    const win = { __inkpotHeldClicks: [], location: { assign } };
    abandonHeldClicks(parcel.owner, win as unknown as Window);
    expect(assign).not.toHaveBeenCalled();
  });
});
