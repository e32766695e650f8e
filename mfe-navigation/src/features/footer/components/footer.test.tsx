import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickIsLeftToBrowser } from '../../../testing/follow-link.ts';
import { createTestMountProps, TEST_HOSTS } from '../../../testing/test-mount-props.ts';
import { Footer } from './footer.tsx';

function renderFooter() {
  const test = createTestMountProps();
  render(<Footer {...test.props} />);
  return test;
}

describe('Footer', () => {
  it('is the page footer with exactly the spec links, in order', () => {
    renderFooter();
    const links = within(screen.getByRole('contentinfo')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Help',
      'Status',
      'About',
      'Careers',
      'Press',
      'Blog',
      'Privacy',
      'Rules',
      'Terms',
      'Text to speech',
    ]);
  });

  it('points Help and Status at their hosts and the others at their pages', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', TEST_HOSTS.help);
    expect(screen.getByRole('link', { name: 'Status' })).toHaveAttribute('href', TEST_HOSTS.status);
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/policy/privacy');
    expect(screen.getByRole('link', { name: 'Text to speech' })).toHaveAttribute('href', '/text-to-speech');
  });

  it('logs homepage.footer.aboutClicked and goes to About in the app', async () => {
    const { track, navigate } = renderFooter();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(track).toHaveBeenCalledWith('homepage.footer.aboutClicked');
    expect(navigate).toHaveBeenCalledWith('/about');
  });

  it('logs nothing for the other links', async () => {
    const { track, navigate } = renderFooter();
    await userEvent.click(screen.getByRole('link', { name: 'Careers' }));
    expect(track).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/careers');
  });

  it('logs an About click that opens a new tab, and leaves that click to the browser', () => {
    const { track, navigate } = renderFooter();
    expect(clickIsLeftToBrowser(screen.getByRole('link', { name: 'About' }), { ctrlKey: true })).toBe(true);
    expect(track).toHaveBeenCalledWith('homepage.footer.aboutClicked');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets the browser follow links to other hosts', () => {
    const { navigate } = renderFooter();
    expect(clickIsLeftToBrowser(screen.getByRole('link', { name: 'Help' }))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
