import { Anchor } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

/** A Mantine Anchor that is a type-checked router link, path params included. */
export const AnchorLink = createLink(Anchor);
