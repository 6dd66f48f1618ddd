// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonPhoto } from '../../src/components/people/person-photo';

describe('PersonPhoto', () => {
  it('shows the photo with alt text and fixed dimensions', () => {
    render(<PersonPhoto name="Maria Reyes" image="/images/people/maria-reyes.svg" />);
    const photo = screen.getByRole('img', { name: 'Photo of Maria Reyes' });
    expect(photo.getAttribute('src')).toBe('/images/people/maria-reyes.svg');
    expect(photo.getAttribute('width')).toBe('160');
    expect(photo.getAttribute('height')).toBe('160');
  });

  it('without a photo shows the initials on a brand tone, hidden from screen readers', () => {
    const { container } = render(<PersonPhoto name="Atty. Noel B. Espiritu" />);
    expect(container.querySelector('img')).toBeNull();
    const avatar = container.querySelector('[data-avatar="initials"]')!;
    expect(avatar.textContent).toBe('NE');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    expect(avatar.className).toMatch(/\bbg-(brand|gold)-\d+/);
  });
});
