/** Small inline icons for the ticker controls (decorative: the buttons carry the accessible names). */
const common = {
  width: 14,
  height: 14,
  viewBox: '0 0 16 16',
  fill: 'currentColor',
  focusable: false,
} as const;

export function PauseIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <rect x="3" y="2" width="3.5" height="12" rx="1" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M4 2.5v11a.5.5 0 0 0 .76.43l9-5.5a.5.5 0 0 0 0-.86l-9-5.5A.5.5 0 0 0 4 2.5z" />
    </svg>
  );
}

export function NextIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M2 2.5v11a.5.5 0 0 0 .77.42L10 9.2V13a1 1 0 0 0 2 0V3a1 1 0 0 0-2 0v3.8L2.77 2.08A.5.5 0 0 0 2 2.5z" />
    </svg>
  );
}

export function ChevronIcon({ up }: { up: boolean }) {
  return (
    <svg aria-hidden="true" {...common} style={{ transform: up ? 'rotate(180deg)' : undefined }}>
      <path d="M3.2 5.7a1 1 0 0 1 1.4 0L8 9.1l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L3.2 7.1a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}
