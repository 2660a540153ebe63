import { HStack, Text, chakra } from '@chakra-ui/react';
import { env } from '../config/env';

/** The Lexbridge mark: a stylised "L" over ruled lines (a page of law). */
export function LogoMark({ size = 8 }: { size?: number | string }) {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize={size} aria-hidden="true" focusable="false" flexShrink={0}>
      <rect width="32" height="32" rx="7" fill="#1e3a5f" />
      <path
        d="M9 8v16h14"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M15 8h8M15 14h8M15 19h5"
        fill="none"
        stroke="#7dd3fc"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </chakra.svg>
  );
}

interface LogoProps {
  size?: number | string;
  color?: string;
  /** Narrow headers keep the mark and drop the word below this breakpoint. */
  hideNameBelow?: 'sm' | 'md';
}

export function Logo({ size = 8, color, hideNameBelow }: LogoProps) {
  return (
    <HStack gap="2">
      <LogoMark size={size} />
      <Text fontWeight="bold" fontSize="xl" letterSpacing="tight" color={color} hideBelow={hideNameBelow}>
        {env.appName}
      </Text>
    </HStack>
  );
}
