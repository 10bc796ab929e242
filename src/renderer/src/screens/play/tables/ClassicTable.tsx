import { MagicTable } from './magic/MagicTable';
import type { RView } from './magic/types';
import type { TableProps } from '../types';

/** Classic Magic's table: the rules core's Magic table as it is (Magic Combat will pass its own options). */
export function ClassicTable(props: TableProps<RView>) {
  return <MagicTable {...props} />;
}

export { subjectOf as classicSubjectOf } from './magic/affordances';
