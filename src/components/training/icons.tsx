/** Small line icons for the training views; decorative, so hidden from assistive technology. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      // Beside text that wraps to two lines the icon keeps its size.
      className="shrink-0"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A screen with a camera: the training is held online. */
export const VirtualIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="5" width="14" height="12" rx="2" />
    <path d="m16 10 6-3v10l-6-3" />
  </Icon>
);

/** A building: the training is held at a venue. */
export const VenueIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 21V5l8-3 8 3v16" />
    <path d="M2 21h20M9 21v-5h6v5M8 8h.01M12 8h.01M16 8h.01M8 12h.01M12 12h.01M16 12h.01" />
  </Icon>
);

export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
    <circle cx="12" cy="9" r="2.5" />
  </Icon>
);

export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

/** Three joined dots: share this page. */
export const ShareIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </Icon>
);

/** A peso sign: the fee. */
export const PesoIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 21V3h5a5 5 0 0 1 0 10H8M5 7h14M5 10h14" />
  </Icon>
);

/** A rosette: the CPD units a training earns. */
export const AwardIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="6" />
    <path d="M15.5 13.5 17 22l-5-3-5 3 1.5-8.5" />
  </Icon>
);

/** Two people: the seats. */
export const UsersIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M22 21v-2a4 4 0 0 0-3-3.9" />
  </Icon>
);

/** An hourglass: the last day to register. */
export const HourglassIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 2h14M5 22h14M7 2v4l5 6 5-6V2M7 22v-4l5-6 5 6v4" />
  </Icon>
);
