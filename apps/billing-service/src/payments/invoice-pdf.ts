import PDFDocument from 'pdfkit';
import { euros, longDate as day } from '../common/dutch-format';
import { type InvoiceSource } from './payments.service';

/** How the invoice says it was paid. */
const PAID_BY: Record<InvoiceSource['provider'], string> = {
  stripe: 'kaart',
  test: 'testbetaling, er is niets afgeschreven',
  bank: 'bankoverschrijving',
};

/** The invoice of one paid payment, as a PDF (A4, the built-in Helvetica: no font files to ship). */
export function invoicePdf(payment: InvoiceSource, siteName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Factuur ${payment.invoice_number}`, Author: siteName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(22).font('Helvetica-Bold').text(siteName).moveDown(0.2);
  doc.fontSize(10).font('Helvetica').fillColor('#555').text('Advertenties in Suriname').fillColor('#000').moveDown(1.5);
  doc.fontSize(16).font('Helvetica-Bold').text(`Factuur ${payment.invoice_number}`).moveDown(0.5);
  doc.fontSize(10).font('Helvetica');
  doc.text(`Factuurdatum: ${day(new Date(payment.paid_at!))}`);
  doc.text(`Betaald op: ${day(new Date(payment.paid_at!))}`);
  doc.moveDown(1);
  doc.font('Helvetica-Bold').text('Aan').font('Helvetica');
  if (payment.company_name) doc.text(payment.company_name);
  doc.text(payment.payer_name).text(payment.payer_email).moveDown(1.5);

  const top = doc.y;
  doc.font('Helvetica-Bold').text('Omschrijving', 56, top).text('Bedrag', 400, top, { width: 139, align: 'right' });
  doc
    .moveTo(56, top + 16)
    .lineTo(539, top + 16)
    .stroke();
  doc
    .font('Helvetica')
    .text(payment.description, 56, top + 24)
    .text(euros(payment.amount_cents), 400, top + 24, { width: 139, align: 'right' });
  doc
    .moveTo(56, top + 44)
    .lineTo(539, top + 44)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .text('Totaal', 56, top + 52)
    .text(euros(payment.amount_cents), 400, top + 52, { width: 139, align: 'right' });
  doc.font('Helvetica').moveDown(2);
  doc.text(`Status: Betaald (${PAID_BY[payment.provider]})`, 56);
  doc.end();
  return done;
}
