import PDFDocument from 'pdfkit';
import { franchiseFacts, type Figure } from '../content/franchise.js';
import type { ReferenceSnapshot } from './reference-reader.js';

const ACCENT = '#e4572e';
const INK = '#1b1f24';
const MUTED = '#5b6470';

/**
 * The partners' brochure (franchise page): an A4 PDF in French with the brand, the network's figures, what a
 * partner gets and how to reach us. Built from the same content as the franchise page.
 */
export function renderPartnersBrochure({ site, centres }: ReferenceSnapshot): Promise<Buffer> {
  const franchiseFigures = franchiseFacts(centres);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Devenir partenaire ${site.brandName}`,
      Author: site.legalName,
      Subject: `Brochure des partenaires du réseau ${site.brandName}`,
      Keywords: 'franchise, reprogrammation moteur, E85, partenaire',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;

  doc.rect(0, 0, doc.page.width, 150).fill(INK);
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('BROCHURE DES PARTENAIRES', 56, 48, { characterSpacing: 1.5 });
  doc.fillColor('#ffffff').fontSize(28).text(`Devenir partenaire ${site.brandName}`, 56, 70, { width });
  doc
    .fillColor('#d9dee5')
    .font('Helvetica')
    .fontSize(12)
    .text('Reprogrammation moteur, conversion E85, boîte de vitesses, diagnostic et marine.', 56, 110, { width });

  doc.y = 180;
  paragraph(
    doc,
    `${site.brandName} réunit des centres spécialisés dans l’optimisation moteur. Rejoindre le réseau, c’est ` +
      'bénéficier de nos fichiers de reprogrammation, de notre savoir-faire technique et d’une communication ' +
      'commune, tout en restant maître de votre atelier.',
  );

  figures(doc, 'Le réseau', franchiseFigures.network);
  figures(doc, 'Votre activité', franchiseFigures.business);
  figures(doc, 'Notre marketing', franchiseFigures.marketing);

  heading(doc, 'Fichiers de reprogrammation');
  paragraph(
    doc,
    'Vous envoyez le fichier d’origine du calculateur depuis votre espace partenaire. Le traitement automatique ' +
      `vous renvoie le fichier optimisé en quelques secondes ; sinon, un ingénieur le prépare à la main, en ` +
      `${franchiseFigures.manualProcessing}.`,
  );

  heading(doc, 'Une stratégie de communication en 4 étapes');
  const steps = [
    ['Stratégie', 'un plan de lancement adapté à votre zone de chalandise.'],
    ['Réseaux sociaux', 'des contenus réguliers sur vos réalisations, avant et après banc.'],
    ['Publicité', 'des campagnes locales ciblées sur les propriétaires de véhicules.'],
    ['Événements', 'journées banc de puissance, rassemblements et salons.'],
  ];
  steps.forEach(([title, text], index) => {
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .fontSize(11)
      .text(`${index + 1}. ${title} : `, { continued: true });
    doc.font('Helvetica').fillColor(MUTED).text(text!);
  });
  doc.moveDown();

  heading(doc, 'Pièces de performance');
  paragraph(
    doc,
    'Kits d’admission, downpipes et échangeurs (intercoolers) sélectionnés, à monter dans le respect de la ' +
      'réglementation : les pièces qui suppriment un système antipollution sont réservées à la compétition.',
  );

  heading(doc, 'Nous contacter');
  doc.font('Helvetica').fillColor(INK).fontSize(11);
  doc.text(site.registeredOffice ? `${site.legalName}, ${site.registeredOffice}` : site.legalName);
  doc.text(`E-mail : ${site.contactEmail}`);
  doc.text(`Téléphone : ${site.contactPhone}`);
  doc.moveDown(0.5);
  doc
    .fillColor(MUTED)
    .text(
      `${centres.length > 1 ? `Nos ${centres.length} centres` : 'Notre centre'} : ${centres.map((c) => c.name).join(', ')}.`,
      { width },
    );

  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fillColor(ACCENT).fontSize(15).text(text).moveDown(0.3);
}

function paragraph(doc: PDFKit.PDFDocument, text: string) {
  doc.font('Helvetica').fillColor(INK).fontSize(11).text(text, { align: 'left', lineGap: 2 }).moveDown(0.5);
}

function figures(doc: PDFKit.PDFDocument, title: string, list: Figure[]) {
  heading(doc, title);
  const top = doc.y;
  const columnWidth = (doc.page.width - 112) / list.length;
  list.forEach((figure, index) => {
    const x = 56 + index * columnWidth;
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .fontSize(20)
      .text(figure.value, x, top, { width: columnWidth - 8 });
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .fontSize(9.5)
      .text(figure.label, x, top + 26, { width: columnWidth - 8 });
  });
  doc.x = 56;
  doc.y = top + 56;
}
