import { SERVICE } from '@garage/contract/service-slugs';
import type { DeclaredService } from './declared-service.js';

/** Fault finding with diagnostic tools, electrical measurements and a road test; what a vehicle that cannot be remapped is offered. */
export const diagnostic: DeclaredService = {
  id: 4,
  name: 'Diagnostic automobile',
  slug: SERVICE.diagnostic,
  shortDescription:
    'Recherche de pannes par outil de diagnostic, mesures électriques et essai routier, avec un rapport écrit détaillé et un devis des réparations.',
  longDescription:
    'Un voyant allumé, une perte de puissance, un ralenti instable ou une consommation anormale : le diagnostic permet d’identifier la cause avant de remplacer la moindre pièce. Nous interrogeons l’ensemble des calculateurs accessibles du véhicule (moteur, boîte, freinage, airbags, climatisation…), puis nous analysons les paramètres en fonctionnement.\n\n' +
    'La lecture des codes défauts n’est qu’un point de départ. Nos techniciens vérifient les informations par des mesures : oscilloscope sur les capteurs et les actionneurs, contrôle de la pression de suralimentation, recherche de fuites, analyse des gaz d’échappement et essai routier avec enregistrement. Cette méthode évite les remplacements de pièces au hasard, souvent coûteux et inutiles.\n\n' +
    'Vous recevez un rapport écrit qui présente les défauts constatés, leur cause probable, les mesures réalisées et les réparations recommandées, accompagné d’un devis. {warranty}. Le diagnostic est aussi la première étape de toute reprogrammation chez Ecuvia : les gains du configurateur sont des estimations, et nous ne confirmons un gain qu’après avoir vérifié l’état du moteur.',
  benefits: [
    'Identification de la cause réelle de la panne avant tout remplacement de pièce.',
    'Lecture de l’ensemble des calculateurs accessibles, pas seulement celui du moteur.',
    'Codes défauts confirmés par des mesures à l’oscilloscope et à l’analyseur de gaz.',
    '{warranty}, avec le devis des réparations conseillées.',
    'Bilan utile avant un achat d’occasion, un long trajet ou une reprogrammation.',
  ],
  process: [
    'Nous recueillons vos observations : symptômes, conditions d’apparition et historique d’entretien.',
    'Nous lisons les codes défauts et les données associées de tous les calculateurs accessibles.',
    'Nous analysons les paramètres en fonctionnement, à l’arrêt puis lors d’un essai routier enregistré.',
    'Nous confirmons la cause par des mesures ciblées : oscilloscope, multimètre, recherche de fuites, analyse des gaz.',
    'Nous rédigeons le rapport avec les réparations recommandées et un devis, puis nous vous l’expliquons de vive voix.',
  ],
  duration: '1 à 2 h',
  booking: { mode: 'appointment', workMinutes: 120 },
  warranty: 'Rapport garanti 30 jours',
  price: { EUR: { from: 80, to: 150 }, MAD: { from: 800, to: 1500 } },
  vehicles: [
    {
      type: 'car',
      summary: 'Lecture de tous les calculateurs accessibles, mesures et essai routier.',
      price: { EUR: { from: 80, to: 150 }, MAD: { from: 800, to: 1500 } },
    },
    {
      type: 'van',
      summary: 'Utilitaires légers : mêmes contrôles, essai routier en charge si la panne l’exige.',
      price: { EUR: { from: 90, to: 170 }, MAD: { from: 900, to: 1700 } },
    },
    {
      type: 'truck',
      summary:
        'Poids lourds : diagnostic des calculateurs moteur, boîte, freinage et AdBlue / SCR avec un outil dédié aux véhicules industriels.',
      price: { EUR: { from: 150, to: 300 }, MAD: { from: 1500, to: 3000 } },
      workMinutes: 180,
    },
    {
      type: 'motorcycle',
      summary: 'Motos à injection électronique : lecture des défauts, contrôle de l’allumage et de l’injection.',
      price: { EUR: { from: 60, to: 120 }, MAD: { from: 600, to: 1200 } },
      workMinutes: 90,
    },
    {
      type: 'boat',
      summary:
        'Moteurs marins : lecture du calculateur, contrôle du refroidissement et des anodes, essai sur l’eau ou au bac.',
      price: { EUR: { from: 120, to: 250 }, MAD: { from: 1200, to: 2500 } },
      workMinutes: 180,
    },
  ],
  seo: {
    title: 'Diagnostic automobile complet | Ecuvia',
    description:
      'Diagnostic automobile complet : lecture de tous les calculateurs, mesures à l’oscilloscope, essai routier et rapport écrit. {warranty}. Dès {priceFrom}.',
    keywords: [
      'diagnostic automobile',
      'diagnostic voiture',
      'voyant moteur allumé',
      'lecture codes défauts',
      'diagnostic électronique auto',
      'recherche de panne voiture',
      'diagnostic auto Montpellier',
      'diagnostic auto Béziers',
    ],
    schema: {
      type: 'Service',
      name: 'Diagnostic automobile',
      description:
        'Recherche de pannes sur l’ensemble des calculateurs du véhicule, confirmée par des mesures et un essai routier, avec rapport écrit et devis des réparations.',
    },
  },
  images: {
    hero: '/images/services/diagnostic-auto/hero.webp',
    gallery: [
      '/images/services/diagnostic-auto/gallery-1.webp',
      '/images/services/diagnostic-auto/gallery-2.webp',
      '/images/services/diagnostic-auto/gallery-3.webp',
    ],
    icon: '/images/services/diagnostic-auto/icon.svg',
  },
  technicalSpecs: {
    equipmentUsed: [
      'Outil de diagnostic multimarque OBD',
      'Oscilloscope automobile',
      'Multimètre et pince ampèremétrique',
      'Analyseur de gaz d’échappement',
      'Générateur de fumée pour la recherche de fuites d’admission',
      'Testeur de batterie et de circuit de charge',
    ],
    supportedVehicles: [
      'Voitures particulières essence et diesel',
      'Véhicules hybrides, pour la lecture des calculateurs et les essais',
      'Véhicules utilitaires légers',
    ],
    limitations: [
      'Certaines pannes intermittentes demandent plusieurs essais ou un enregistrement prolongé pour être reproduites.',
      'Le tarif couvre le diagnostic ; les réparations font l’objet d’un devis séparé.',
      'Certaines fonctions protégées par le constructeur peuvent nécessiter un accès en ligne spécifique.',
    ],
  },
  faq: [
    {
      question: 'Mon voyant moteur est allumé : puis-je continuer à rouler ?',
      answer:
        'Si le voyant est fixe et que le véhicule se comporte normalement, vous pouvez en général rejoindre un atelier en roulant avec prudence. S’il clignote, ou s’il s’accompagne d’une perte de puissance, de fumée ou d’un bruit anormal, arrêtez-vous dès que possible : un défaut d’allumage peut endommager le catalyseur. Dans tous les cas, un diagnostic rapide évite l’aggravation de la panne.',
    },
    {
      question: 'Un simple lecteur OBD ne suffit-il pas ?',
      answer:
        'Un lecteur grand public affiche les codes défauts du moteur, mais un code décrit souvent un symptôme plutôt qu’une cause. Notre diagnostic interroge tous les calculateurs accessibles et confirme l’origine par des mesures. C’est ce qui évite de remplacer une pièce en bon état.',
    },
    {
      question: 'Que contient le rapport de diagnostic ?',
      answer:
        'Il liste les codes défauts relevés, les mesures effectuées, la cause identifiée ou les hypothèses restantes, et les réparations conseillées avec leur degré d’urgence. Un devis y est joint. {warranty}.',
    },
    {
      question: 'Pourquoi un diagnostic avant une reprogrammation ?',
      answer:
        'Une reprogrammation sollicite davantage le moteur : elle n’a de sens que sur un véhicule sain. Le diagnostic permet de détecter une fuite de suralimentation, un injecteur fatigué ou un embrayage usé, et de confirmer, ou de corriger, l’estimation du configurateur. Aucun gain n’est confirmé sans cette étape ; seul le banc de puissance le mesure.',
    },
    {
      question: 'Combien de temps dure un diagnostic ?',
      answer:
        'Comptez de 1 à 2 h selon la complexité de la panne. Un défaut intermittent peut demander un essai routier plus long ou un enregistrement de données ; nous vous en informons avant de poursuivre.',
    },
  ],
};
