// Inline icons (no third-party icon font): decorative, so hidden from assistive tech.
import type { ReactNode } from 'react';

function StrokeIcon({
  size,
  strokeWidth,
  children,
}: {
  size: number;
  strokeWidth: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function CartIcon() {
  return (
    <StrokeIcon size={24} strokeWidth={1.7}>
      <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17.5" cy="20" r="1.3" />
    </StrokeIcon>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <StrokeIcon size={24} strokeWidth={1.8}>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </StrokeIcon>
  );
}

export function UserIcon() {
  return (
    <StrokeIcon size={20} strokeWidth={1.7}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </StrokeIcon>
  );
}

export function SearchIcon() {
  return (
    <StrokeIcon size={22} strokeWidth={1.8}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </StrokeIcon>
  );
}
