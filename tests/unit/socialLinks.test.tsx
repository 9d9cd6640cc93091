import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import SocialLinks from '../../src/components/SocialLinks';
import { splitSocialLinks, type SocialLink } from '../../src/components/SocialLinks/types';
import { SOCIAL_LINKS } from '../../src/config/socialLinks';
import { renderWithDocusaurus } from './support/render';

const sevenLinks: SocialLink[] = Array.from({ length: 7 }, (_, index) => ({
  icon: (['github', 'x', 'discord'] as const)[index % 3],
  mode: 'link',
  content: `https://example.com/${index}`,
  label: `Link ${index}`,
}));

describe('social links (spec 2.3)', () => {
  it('shows at most 5 links and puts the other 2 of 7 in a dropdown', () => {
    renderWithDocusaurus(<SocialLinks links={sevenLinks} />);
    const bar = screen.getByTestId('social-links');
    const more = within(bar).getByRole('button', { name: 'More links' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // Visible: the five first links; the dropdown list is hidden.
    const visible = within(bar).getAllByRole('link');
    expect(visible.map((link) => link.getAttribute('aria-label'))).toEqual(['Link 0', 'Link 1', 'Link 2', 'Link 3', 'Link 4']);

    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(within(menu as HTMLElement).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Link 5', 'Link 6']);

    fireEvent.keyDown(more, { key: 'Escape' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no dropdown with the site links (github, x, discord)', () => {
    renderWithDocusaurus(<SocialLinks links={SOCIAL_LINKS} />);
    expect(screen.queryByRole('button', { name: 'More links' })).not.toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['GitHub', 'X', 'Discord']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('splits exactly at the limit', () => {
    expect(splitSocialLinks(sevenLinks.slice(0, 5)).overflow).toHaveLength(0);
    expect(splitSocialLinks(sevenLinks.slice(0, 6)).overflow).toHaveLength(1);
  });

  it('shows text-mode content in a panel toggled by its button', () => {
    renderWithDocusaurus(<SocialLinks links={[{ icon: 'discord', mode: 'text', content: 'Join us', label: 'Chat' }]} />);
    const button = screen.getByRole('button', { name: 'Chat' });
    expect(screen.getByText('Join us')).not.toBeVisible();
    fireEvent.click(button);
    expect(screen.getByText('Join us')).toBeVisible();
  });

  it('translates the dropdown label on Chinese pages', () => {
    renderWithDocusaurus(<SocialLinks links={sevenLinks} />, { locale: 'zh' });
    expect(screen.getByRole('button', { name: '更多链接' })).toBeInTheDocument();
  });
});
