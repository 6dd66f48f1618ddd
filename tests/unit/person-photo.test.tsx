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

  it('falls back to the neutral avatar, marked decorative since the name is beside it', () => {
    const { container } = render(<PersonPhoto name="Noel Espiritu" />);
    const avatar = container.querySelector('img')!;
    expect(avatar.getAttribute('src')).toBe('/images/people/avatar.svg');
    expect(avatar.getAttribute('alt')).toBe('');
    expect(avatar.getAttribute('width')).toBe('160');
  });
});
