// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonPhoto } from '../../src/components/people/person-photo';

describe('PersonPhoto', () => {
  it('shows the photo with alt text, its size and the smallest copy a portrait needs', () => {
    render(
      <PersonPhoto
        name="Maria Reyes"
        photo={{
          src: '/_img/maria-reyes-0a1b2c3d4e-960.jpg',
          width: 960,
          height: 960,
          srcSet: '/_img/maria-reyes-0a1b2c3d4e-480.jpg 480w, /_img/maria-reyes-0a1b2c3d4e-960.jpg 960w',
        }}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Photo of Maria Reyes' });
    expect(photo.getAttribute('src')).toBe('/_img/maria-reyes-0a1b2c3d4e-960.jpg');
    expect(photo.getAttribute('sizes')).toBe('128px');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['960', '960']);
    // The box is fixed by its classes, so the card never shifts while the photo loads.
    expect(photo.className).toContain('size-32');
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
