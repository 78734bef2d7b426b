/**
 * A proposal as the household will read it (issue 33 item 9): the very lines the server would write, in
 * the household's language, headings as headings, before staff send it.
 */
import { Paper, Text, Title } from '@mantine/core';
import { LANGUAGE_TAGS } from '../../../src/i18n/locale.ts';
import { headingOf } from '../../../src/proposals/document-lines.ts';

export function ProposalPreview({ lines, language }: { lines: readonly string[]; language: 'nl' | 'fr' }) {
  return (
    <Paper withBorder p="md" aria-labelledby="proposal-preview-title" component="section">
      <Title order={5} id="proposal-preview-title" mb="xs">
        Zo leest het huishouden het voorstel{language === 'fr' ? ' (in het Frans)' : ''}
      </Title>
      <div lang={LANGUAGE_TAGS[language]} data-testid="proposal-preview">
        {lines.map((line, index) => {
          const title = headingOf(line);
          return title === null ? (
            <Text key={index} size="sm" mb={6} style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ) : (
            <Text key={index} fw={700} mt="sm" mb={4}>
              {title}
            </Text>
          );
        })}
      </div>
    </Paper>
  );
}
