import type { FormEvent, ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

export interface FormCardProps {
  /** The id of the card's title, which names the section. */
  titleId: string;
  title: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A page's form in a card of its own: a titled section holding the form, checked by the app, not the browser. */
export function FormCard({ titleId, title, onSubmit, children }: FormCardProps): ReactNode {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {children}
        </Stack>
      </form>
    </Card>
  );
}
