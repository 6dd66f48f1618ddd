// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonCard, PersonGrid } from '../../src/components/people/person-card';
import { PersonPhoto } from '../../src/components/people/person-photo';

afterEach(cleanup);

const PHOTO = {
  src: '/_img/maria-reyes-0a1b2c3d4e-960.jpg',
  width: 960,
  height: 960,
  srcSet: '/_img/maria-reyes-0a1b2c3d4e-480.jpg 480w, /_img/maria-reyes-0a1b2c3d4e-960.jpg 960w',
};

describe('PersonPhoto', () => {
  it('shows the photo with alt text, its size and the smallest copy a portrait needs', () => {
    render(<PersonPhoto name="Maria Reyes" photo={PHOTO} />);
    const photo = screen.getByRole('img', { name: 'Photo of Maria Reyes' });
    expect(photo.getAttribute('src')).toBe('/_img/maria-reyes-0a1b2c3d4e-960.jpg');
    expect(photo.getAttribute('sizes')).toBe('80px');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['960', '960']);
    // The box is fixed by its classes, so the card never shifts while the photo loads.
    expect(photo.className).toContain('size-20');
  });
});

describe('PersonCard', () => {
  it('shows the photo beside the name when there is one', () => {
    render(
      <PersonGrid label="The Board">
        <PersonCard name="Maria Reyes" photo={PHOTO} heading="Maria Reyes, CPA" />
      </PersonGrid>,
    );
    const card = screen.getByRole('listitem');
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('Photo of Maria Reyes');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Maria Reyes, CPA');
  });

  it('without a photo shows the name and lines only: no picture, no initials, no colour of its own', () => {
    render(
      <PersonGrid label="The Board">
        <PersonCard name="Atty. Noel B. Espiritu" heading="Atty. Noel B. Espiritu">
          <p>Director</p>
        </PersonCard>
        <PersonCard name="Ana Cruz" heading="Ana Cruz">
          <p>Treasurer</p>
        </PersonCard>
      </PersonGrid>,
    );
    const cards = screen.getAllByRole('listitem');
    for (const card of cards) {
      expect(card.querySelector('img, svg, [aria-hidden="true"]')).toBeNull();
      expect(card.textContent).not.toMatch(/^(NE|AC)/);
      expect(card.querySelector('[style]')).toBeNull();
    }
    // One look for everyone: the two cards carry exactly the same classes.
    const classes = cards.map((card) =>
      [card, ...card.querySelectorAll('*')].map((element) => element.className).join('|'),
    );
    expect(classes[0]).toBe(classes[1]);
    expect(cards[0]!.textContent).toBe('Atty. Noel B. EspirituDirector');
  });
});
