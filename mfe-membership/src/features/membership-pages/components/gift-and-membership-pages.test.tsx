import type { RemotePageProps } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GiftPage } from './gift-page.tsx';
import { MembershipLandingPage } from './membership-landing-page.tsx';

function pageProps(id: string) {
  const navigate = jest.fn();
  const { props } = createTestMountProps('membership');
  const page: RemotePageProps = { ...props, navigation: { ...props.navigation, navigate }, page: { id, params: {} } };
  return { page, navigate };
}

describe('the membership page', () => {
  it('says what membership gives, with both tiers priced from the one table', async () => {
    const { page, navigate } = pageProps('landing-membership');
    render(<MembershipLandingPage {...page} />);
    expect(screen.getByText(/A paid membership unlocks member-only stories\./)).toHaveTextContent('$0.96/week');
    const member = screen.getByRole('region', { name: 'Member' });
    expect(member).toHaveTextContent('$5/month or $50/year');
    expect(member).toHaveTextContent('Monthly and yearly plans');
    const friend = screen.getByRole('region', { name: 'Friend' });
    expect(friend).toHaveTextContent('$15/month or $150/year');
    expect(within(friend).getByText(/Friend badge/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See membership plans' }));
    expect(navigate).toHaveBeenCalledWith('/plans');
    expect(screen.getByRole('link', { name: 'Redeem a gift' })).toHaveAttribute('href', '/redeem');
  });
});

describe('the gift page', () => {
  it('prices the gifts but cannot sell them, and says why in plain words', () => {
    const { page } = pageProps('landing-gift');
    render(<GiftPage {...page} />);
    const notice = screen.getByTestId('gift-buying-disabled');
    expect(notice).toHaveTextContent(
      'Buying a gift needs a payment provider, and none is reachable from this server, so no gift can be bought here.',
    );
    const buttons = screen.getAllByRole('button', { name: /^Buy / });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(notice.textContent ?? '');
    }
    expect(screen.getByRole('region', { name: 'A year of membership' })).toHaveTextContent('$50');
    expect(screen.getByRole('region', { name: 'A year as a Friend' })).toHaveTextContent('$150');
    expect(screen.getByRole('link', { name: 'Redeem a gift code' })).toHaveAttribute('href', '/redeem');
  });
});
