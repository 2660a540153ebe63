import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/safe-html';

/** Catalogue HTML (law texts, requirement texts), with only the tags and attributes a law text needs. */
export function SafeHtml({
  html,
  ...props
}: { html: string | null | undefined } & Omit<BoxProps, 'children'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...props} className="law-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
