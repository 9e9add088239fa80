import '@mantine/charts/styles.layer.css';
import { Button, Group, Title, VisuallyHidden } from '@mantine/core';
import { IconChartLine, IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import classes from './progress.module.css';

type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

type Props<Row> = {
  title: string;
  /** Told before the table, in words (what the chart shows). */
  summary: string;
  chart: ReactNode;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  actions?: ReactNode;
};

/**
 * A chart and the same numbers as a table. The chart is a picture for the eyes (hidden from
 * screen readers); the table is always there for them, and '표로 보기' shows it to everyone.
 */
export function ChartBlock<Row>({ title, summary, chart, caption, columns, rows, rowKey, actions }: Props<Row>) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const table = (
    <table className={classes.table} id={`${id}-table`}>
      <caption className={classes.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            {columns.map((c, i) =>
              i === 0 ? (
                <th key={c.header} scope="row">
                  {c.cell(r)}
                </th>
              ) : (
                <td key={c.header}>{c.cell(r)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section aria-labelledby={`${id}-title`} className={classes.block}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Title order={2} fz={18} id={`${id}-title`}>
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={asTable ? <IconChartLine size={16} /> : <IconTable size={16} />}
          aria-pressed={asTable}
          onClick={() => setAsTable((t) => !t)}
        >
          {asTable ? '그래프로 보기' : '표로 보기'}
        </Button>
      </Group>
      {actions}
      {asTable ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboard users scroll it once it has focus.
        <div className={classes.scroll} tabIndex={0} role="region" aria-label={caption}>
          {table}
        </div>
      ) : (
        <>
          <p className={classes.summary}>{summary}</p>
          <div aria-hidden className={classes.chart}>
            {chart}
          </div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </section>
  );
}
