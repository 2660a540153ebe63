/**
 * Spread on a `as="form"` container: the screens check their fields with the rules' messages, so the browser's own
 * required-field bubbles stay off (the Chakra container's props do not name the form attribute).
 */
export const NO_NATIVE_VALIDATION = { noValidate: true } as const;
