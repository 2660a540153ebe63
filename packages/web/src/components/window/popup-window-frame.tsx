import { Box, Button, Center, Spinner, Text } from '@chakra-ui/react';
import { ArrowUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDraggable } from '../use-draggable';
import { useEscapeToClose } from './use-escape-to-close';
import { WindowHeader } from './window-header';

/** A pop-up's normal width (pop-up windows are 700 wide). */
export const POPUP_FRAME_WIDTH = '700px';

interface PopupWindowFrameProps {
  title: ReactNode;
  onClose: () => void;
  /** Shows the loading overlay over the body. */
  loading?: boolean;
  /** Shown instead of the body (the spec's error texts). */
  error?: string | null;
  children?: ReactNode;
  /** Offer a scroll-to-top button once the body is taller than the window and scrolled 100px (link to source). */
  scrollToTop?: boolean;
}

/** The scroll-to-top button shows from this scroll offset. */
export const SCROLL_TO_TOP_OFFSET = 100;
/** The link-to-source height check runs this long after loading. */
export const RESIZE_CHECK_DELAY_MS = 500;

/**
 * The frame of a pop-up window: full height, 700px wide or the full width when maximized,
 * draggable sideways by its header, closed by its cross or by Escape. The body scrolls within 90vh.
 */
export function PopupWindowFrame({
  title,
  onClose,
  loading = false,
  error = null,
  children,
  scrollToTop = false,
}: PopupWindowFrameProps) {
  const [maximized, setMaximized] = useState(false);
  const { offset, handleProps } = useDraggable();
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [showTop, setShowTop] = useState(false);
  useEscapeToClose(onClose);

  function checkScroll() {
    const element = body.current;
    if (!element || !scrollToTop) return;
    setShowTop(element.scrollHeight > element.clientHeight && element.scrollTop >= SCROLL_TO_TOP_OFFSET);
  }

  useEffect(() => {
    if (!scrollToTop || loading) return;
    const timer = setTimeout(checkScroll, RESIZE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // checkScroll reads the element and the flag only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollToTop, loading]);

  return (
    <Box
      role="dialog"
      aria-labelledby={titleId}
      aria-busy={loading}
      data-size={maximized ? 'maximized' : 'normal'}
      display="flex"
      flexDirection="column"
      h="100vh"
      w={maximized ? '100%' : POPUP_FRAME_WIDTH}
      maxW="100%"
      bg="bg"
      borderWidth="1px"
      boxShadow="md"
      overflow="hidden"
      // Moves sideways only; a maximized window stays put.
      style={{ translate: maximized ? undefined : `${offset.x}px 0` }}
    >
      <WindowHeader
        title={title}
        titleId={titleId}
        maximized={maximized}
        onMinimize={() => setMaximized(false)}
        onMaximize={() => setMaximized(true)}
        onClose={onClose}
        handleProps={handleProps}
      />
      <Box
        ref={body}
        position="relative"
        h="90vh"
        overflowY="auto"
        p="4"
        data-part="window-body"
        onScroll={scrollToTop ? checkScroll : undefined}
      >
        {error ? (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        ) : (
          children
        )}
        {loading && (
          <Center position="absolute" inset="0" bg="bg/70" role="status" aria-label="Loading">
            <Spinner size="lg" color="blue.solid" />
          </Center>
        )}
        {showTop && (
          <Button
            position="sticky"
            bottom="2"
            float="right"
            size="sm"
            colorPalette="blue"
            onClick={() => {
              body.current?.scrollTo({ top: 0, behavior: 'smooth' });
              setShowTop(false);
            }}
          >
            <ArrowUp /> Top
          </Button>
        )}
      </Box>
    </Box>
  );
}
