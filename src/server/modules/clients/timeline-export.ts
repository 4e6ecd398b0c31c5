import PDFDocument from 'pdfkit';
import { agencyTime, spreadsheetCsv } from '../console/spreadsheet';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import {
  type TimelineEvent,
  type TimelineKind,
  timelineKindLabels,
  timelineKinds,
} from '#shared/staff/clients';

/** A chat's messages as lines: `2026-11-22 13:04 Dana Whitfield: the text`. */
const transcriptText = (event: TimelineEvent) =>
  (event.transcript ?? [])
    .map((line) => `${agencyTime(line.at)} ${line.from}: ${line.text}`)
    .join('\n');

const columns: { header: string; value: (event: TimelineEvent) => string }[] = [
  { header: `When (${AGENCY_TIME_ZONE})`, value: (e) => agencyTime(e.at) },
  { header: 'Kind', value: (e) => timelineKindLabels[e.kind] },
  { header: 'What', value: (e) => e.title },
  { header: 'By', value: (e) => e.by ?? '' },
  { header: 'Details', value: (e) => [e.detail, transcriptText(e)].filter(Boolean).join('\n') },
  { header: 'Internal note', value: (e) => e.internalNote ?? '' },
];

/** The timeline as a CSV file for a spreadsheet (../spreadsheet.ts): one row per event. */
export function timelineCsv(events: TimelineEvent[]): string {
  return spreadsheetCsv(events, columns);
}

/** What the PDF's first lines say: whose record, what it holds, for whom and when. */
export interface TimelineCover {
  agencyName: string;
  clientName: string;
  kinds: TimelineKind[];
  exportedBy: string;
  exportedAt: Date;
}

/** PDFKit's standard fonts write Windows-1252: other characters become a question mark. */
const printable = (text: string) =>
  text.replace(
    /[^\t\n\r\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g,
    '?',
  );

/**
 * The timeline as a PDF for the agency's errors-and-omissions file: a cover line (the client,
 * what it holds, who exported it and when), then each event newest first with its time, kind,
 * who, the words, the internal note marked as such, and a chat's every message. Standard
 * Helvetica, so the text is real text a reader (or a test) can search and extract.
 */
export function timelinePdf(cover: TimelineCover, events: TimelineEvent[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 54, bottom: 54, left: 54, right: 54 },
    info: {
      Title: `Client record: ${printable(cover.clientName)}`,
      Author: printable(cover.agencyName),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (
    text: string,
    font = 'Helvetica',
    size = 10,
    options: PDFKit.Mixins.TextOptions = {},
  ) => doc.font(font).fontSize(size).text(printable(text), options);

  write(`Client record: ${cover.clientName}`, 'Helvetica-Bold', 16);
  write(cover.agencyName, 'Helvetica', 10);
  doc.moveDown(0.5);
  const all = cover.kinds.length === timelineKinds.length;
  write(
    `Holds: ${all ? 'everything on the record' : cover.kinds.map((kind) => timelineKindLabels[kind]).join(', ')}. ` +
      `${events.length} ${events.length === 1 ? 'entry' : 'entries'}, newest first. Times in ${AGENCY_TIME_ZONE}.`,
    'Helvetica',
    9,
  );
  write(
    `Exported by ${cover.exportedBy} on ${agencyTime(cover.exportedAt.toISOString())}.`,
    'Helvetica',
    9,
  );
  doc.moveDown();

  if (events.length === 0) write('Nothing on the record of these kinds.');
  for (const event of events) {
    write(
      `${agencyTime(event.at)}  ·  ${timelineKindLabels[event.kind]}${event.by ? `  ·  ${event.by}` : ''}`,
      'Helvetica',
      8,
      {
        characterSpacing: 0,
      },
    );
    write(event.title, 'Helvetica-Bold', 10);
    if (event.detail) write(event.detail, 'Helvetica', 9);
    if (event.internalNote) write(`Internal note: ${event.internalNote}`, 'Helvetica-Oblique', 9);
    for (const line of event.transcript ?? []) {
      write(`${agencyTime(line.at)} ${line.from}: ${line.text}`, 'Helvetica', 8.5, { indent: 12 });
    }
    doc.moveDown(0.6);
  }
  doc.end();
  return done;
}
