import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

type LinkButtonProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps> & { ref?: Ref<HTMLAnchorElement> };

/** Mantine's Button drawn as a link (its polymorphic type is too loose for `createLink` to read). */
function LinkButton(props: LinkButtonProps): ReactNode {
  return <Button component="a" {...props} />;
}

/** A Mantine Button that is a type-checked router link, path params and search included. */
export const ButtonLink = createLink(LinkButton);
