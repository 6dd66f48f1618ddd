import { cn } from '../../lib/cn';

/**
 * The association's shield and check, drawn in outline at a large size on the right of a navy
 * band (the home hero, every page header): an identity mark in place of a photograph. Inline, so
 * it costs no request; decorative, so screen readers skip it. Hidden on phones, where the title
 * needs the whole width.
 */
export function BandMotif({ className }: { className?: string }) {
  return (
    <svg
      data-band-motif=""
      viewBox="0 0 48 56"
      aria-hidden="true"
      focusable="false"
      className={cn(
        'pointer-events-none absolute top-1/2 right-0 hidden h-[135%] w-auto -translate-y-1/2 translate-x-[12%] sm:block',
        className,
      )}
    >
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path
          d="M24 2 45 10v17c0 13.5-9 23.5-21 27C12 50.5 3 40.5 3 27V10Z"
          stroke="#fff"
          strokeOpacity=".07"
          strokeWidth=".6"
        />
        <path
          d="M24 7.5 40 13.6V27c0 10.6-6.8 18.6-16 21.6C14.8 45.6 8 37.6 8 27V13.6Z"
          stroke="#f2c14e"
          strokeOpacity=".16"
          strokeWidth=".6"
        />
        <path d="M15 21h18M15 27h12M15 33h8" stroke="#fff" strokeOpacity=".08" strokeWidth=".6" />
        <path d="m22.5 33.5 5 5L38 26" stroke="#f2c14e" strokeOpacity=".2" strokeWidth="1.6" />
      </g>
    </svg>
  );
}
