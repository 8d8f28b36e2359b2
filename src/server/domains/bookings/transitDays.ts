// A booking's planned days in transit: ETA minus ETD, both dates (a date minus a date is whole days in
// PostgreSQL); null while either is missing. Read with every booking and averaged by the charts.
import { sql } from 'kysely';

export const TRANSIT_DAYS_SQL = sql<number | null>`eta - etd`;
