// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClickToLoad, providerHost } from '../../src/components/embeds/click-to-load';

const embed = (
  <ClickToLoad
    title="Map of the AGIA office"
    src="https://www.openstreetmap.org/export/embed.html?bbox=1"
    width={600}
    height={450}
    buttonLabel="Show map"
    link={{ href: 'https://www.openstreetmap.org/?mlat=1', label: 'Open the full map' }}
  />
);

describe('ClickToLoad', () => {
  it('prerenders a placeholder naming the provider, with no frame and a button that waits for hydration', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(embed);
    expect(container.querySelector('iframe')).toBeNull();
    // Present, so hydration moves nothing; disabled until React can handle the press, and
    // hidden by the stylesheet when scripting is off (checked in a browser by the e2e tests).
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.className).toContain('noscript:hidden');
    expect(container.textContent).toContain('openstreetmap.org');
    const link = container.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('loads the frame at once, with no consent card, when asked already (loadAtOnce)', () => {
    const { unmount } = render(
      <ClickToLoad
        title="AGIA on Facebook"
        src="https://www.facebook.com/plugins/page.php?href=x"
        width={500}
        height={500}
        buttonLabel="Show our Facebook page"
        link={{ href: 'https://www.facebook.com/AGIAPhilippines', label: 'Visit AGIA on Facebook' }}
        loadAtOnce
      />,
    );
    expect(screen.getByTitle('AGIA on Facebook').tagName).toBe('IFRAME');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
  });

  it('loads the frame only when the button is pressed, and focuses it once loaded', async () => {
    render(embed);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle('Map of the AGIA office');
    expect(frame.getAttribute('src')).toBe('https://www.openstreetmap.org/export/embed.html?bbox=1');
    // Sandboxed: the provider's page may run and open a tab that keeps the sandbox, never
    // navigate this page.
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-presentation',
      'allow-same-origin',
      'allow-scripts',
    ]);
    fireEvent.load(frame);
    expect(document.activeElement).toBe(frame);
  });

  it('names the provider by host', () => {
    expect(providerHost('https://www.facebook.com/plugins/page.php?x=1')).toBe('facebook.com');
  });
});
