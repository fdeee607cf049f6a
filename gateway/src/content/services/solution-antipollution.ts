import { SERVICE } from '@garage/contract/service-slugs';
import type { DeclaredService, MarketRewording } from './declared-service.js';

/** DPF, EGR and AdBlue / SCR cleaning and repair, never removal. */
export const antipollution: DeclaredService = {
  id: 7,
  name: 'Solutions antipollution',
  slug: SERVICE.antipollution,
  shortDescription:
    'Diagnostic, nettoyage et réparation des systèmes FAP, EGR et AdBlue / SCR, dans le respect de la loi : aucune suppression, aucune désactivation.',
  longDescription:
    'Le filtre à particules (FAP), la vanne EGR et le système AdBlue / SCR réduisent les émissions de votre moteur, mais ils s’encrassent ou tombent en panne, surtout avec des trajets courts. Voyant allumé, mode dégradé, perte de puissance ou régénérations à répétition sont les symptômes les plus fréquents. Nous recherchons d’abord la cause : un FAP colmaté est souvent la conséquence d’un capteur défaillant, d’un injecteur qui fuit ou d’une vanne EGR bloquée.\n\n' +
    'Selon le diagnostic, nous réalisons une régénération forcée, un nettoyage du FAP, le nettoyage ou le remplacement de la vanne EGR, ou la réparation du circuit AdBlue (injecteur, pompe, capteur de NOx, cristallisation). Le nettoyage d’un FAP coûte généralement {fapCleaning}, alors que son remplacement coûte {fapReplacement} selon le modèle : un nettoyage réalisé à temps évite souvent cette dépense.\n\n' +
    'Soyons clairs : supprimer ou désactiver un système antipollution sur un véhicule qui circule sur la voie publique est illégal en France. Nous ne le proposons pas, y compris sous l’étiquette « usage compétition » ou « hors route ». Notre rôle est de diagnostiquer, nettoyer et réparer ces systèmes pour qu’ils fonctionnent correctement.',
  benefits: [
    'Recherche de la cause de l’encrassement, pour éviter une récidive rapide.',
    'Nettoyage du FAP {fapCleaning}, contre {fapReplacement} pour un remplacement.',
    'Fin du mode dégradé et des voyants liés au système, une fois la cause traitée.',
    'Interventions conformes à la loi : votre véhicule conserve tous ses systèmes antipollution.',
    'Conseils d’utilisation pour favoriser les régénérations et limiter l’encrassement.',
    'Garantie de {warranty} sur l’intervention.',
  ],
  process: [
    'Nous lisons les codes défauts et les paramètres du système concerné : pression différentielle du FAP, taux de suie, commande EGR, valeurs AdBlue et NOx.',
    'Nous recherchons la cause de l’encrassement ou de la panne : capteurs, injecteurs, fuites, qualité de l’AdBlue, habitudes de roulage.',
    'Nous vous présentons le diagnostic et un devis : régénération, nettoyage, réparation, ou remplacement si la pièce est hors d’usage.',
    'Nous réalisons l’intervention validée : régénération forcée, nettoyage du FAP ou de la vanne EGR, réparation du circuit AdBlue / SCR.',
    'Nous effectuons les apprentissages nécessaires, effaçons les défauts et vérifions le fonctionnement lors d’un essai routier.',
    'Nous vous remettons un rapport d’intervention et nos conseils pour limiter l’encrassement.',
  ],
  duration: '2 à 6 h',
  booking: { mode: 'drop-off', workMinutes: 360 },
  warranty: '6 mois ou 10 000 km',
  amounts: {
    fapCleaning: { EUR: { from: 250, to: 400 }, MAD: { from: 2500, to: 4000 } },
    fapReplacement: { EUR: { from: 800, to: 1500 }, MAD: { from: 8000, to: 15000 } },
  },
  price: { EUR: { from: 250, to: 850 }, MAD: { from: 2500, to: 8500 } },
  vehicles: [
    {
      type: 'car',
      summary: 'Véhicules diesel et essence équipés d’un FAP, d’une vanne EGR ou d’un système AdBlue / SCR.',
      price: { EUR: { from: 250, to: 850 }, MAD: { from: 2500, to: 8500 } },
    },
    {
      type: 'van',
      summary: 'Utilitaires légers diesel, souvent exposés aux trajets courts qui encrassent le FAP et la vanne EGR.',
      price: { EUR: { from: 300, to: 950 }, MAD: { from: 3000, to: 9500 } },
    },
    {
      type: 'truck',
      summary:
        'Poids lourds : nettoyage du FAP et réparation du circuit AdBlue / SCR, dont le démarrage peut dépendre.',
      price: { EUR: { from: 600, to: 2500 }, MAD: { from: 6000, to: 25000 } },
      workMinutes: 540,
    },
  ],
  seo: {
    title: 'FAP, EGR, AdBlue : nettoyage et réparation | Ecuvia',
    description:
      'Nettoyage FAP {fapCleaning}, réparation EGR et AdBlue / SCR après diagnostic. Aucune suppression : des solutions antipollution conformes à la loi.',
    keywords: [
      'nettoyage FAP',
      'filtre à particules bouché',
      'nettoyage vanne EGR',
      'réparation AdBlue',
      'panne SCR AdBlue',
      'régénération FAP',
      'nettoyage FAP Montpellier',
      'nettoyage FAP Perpignan',
    ],
    schema: {
      type: 'Service',
      name: 'Solutions antipollution : FAP, EGR et AdBlue / SCR',
      description:
        'Diagnostic, nettoyage et réparation des filtres à particules, vannes EGR et systèmes AdBlue / SCR, sans aucune suppression ni désactivation.',
    },
  },
  images: {
    hero: '/images/services/solution-antipollution/hero.webp',
    gallery: [
      '/images/services/solution-antipollution/gallery-1.webp',
      '/images/services/solution-antipollution/gallery-2.webp',
      '/images/services/solution-antipollution/gallery-3.webp',
    ],
    icon: '/images/services/solution-antipollution/icon.svg',
  },
  technicalSpecs: {
    equipmentUsed: [
      'Outil de diagnostic multimarque avec fonctions de régénération forcée et d’apprentissage',
      'Station de nettoyage de filtres à particules',
      'Analyseur de gaz d’échappement et opacimètre',
      'Générateur de fumée pour la recherche de fuites',
      'Équipement de contrôle du dosage AdBlue',
      'Endoscope pour l’inspection de l’admission et de la vanne EGR',
    ],
    supportedVehicles: [
      'Véhicules diesel équipés d’un FAP, d’une vanne EGR ou d’un système AdBlue / SCR',
      'Véhicules utilitaires légers diesel',
      'Moteurs essence équipés d’une vanne EGR ou d’un filtre à particules essence, pour le diagnostic et la réparation',
    ],
    limitations: [
      'Aucune suppression ni désactivation de FAP, d’EGR ou d’AdBlue n’est réalisée, quel que soit l’usage annoncé du véhicule.',
      'Un FAP fissuré ou fondu ne peut pas être nettoyé : son remplacement est alors nécessaire ({fapReplacement} selon le modèle).',
      'Sans correction de la cause (trajets trop courts, injecteur défaillant), l’encrassement peut réapparaître.',
      'Le remplacement de pièces (FAP, capteur de NOx, pompe AdBlue) dépasse souvent la fourchette de prix indiquée et fait l’objet d’un devis.',
    ],
  },
  faq: [
    {
      question: 'Pouvez-vous supprimer mon FAP ou ma vanne EGR ?',
      answer:
        'Non. Supprimer ou désactiver un système antipollution sur un véhicule qui circule sur la voie publique est illégal en France, et nous ne le faisons pas, même pour un usage présenté comme « compétition » ou « hors route ». Nous vous proposons à la place un diagnostic et une remise en état conforme.',
    },
    {
      question: 'Combien coûte l’entretien d’un FAP ?',
      answer:
        'Un nettoyage coûte généralement {fapCleaning}, alors qu’un remplacement coûte {fapReplacement} selon le modèle. Le diagnostic permet de savoir si le filtre peut être nettoyé ou s’il est endommagé. Intervenir dès les premiers symptômes augmente les chances d’éviter le remplacement.',
    },
    {
      question: 'Pourquoi mon FAP se bouche-t-il ?',
      answer:
        'Le FAP se régénère en brûlant les suies à haute température, ce qui suppose de rouler régulièrement à régime soutenu. Les trajets courts répétés empêchent ces régénérations. Un injecteur qui fuit, une vanne EGR encrassée ou un capteur de pression défaillant peuvent aussi accélérer le colmatage.',
    },
    {
      question: 'Mon véhicule annonce un démarrage bientôt impossible à cause de l’AdBlue : que faire ?',
      answer:
        'Lorsqu’il détecte un défaut, le système AdBlue / SCR décompte souvent les kilomètres restants avant d’empêcher un nouveau démarrage. Prenez rendez-vous dès l’apparition du message, sans attendre la fin du décompte. Les causes les plus courantes sont un capteur de NOx défaillant, un injecteur d’AdBlue cristallisé ou une pompe en panne.',
    },
    {
      question: 'Le nettoyage de la vanne EGR est-il efficace ?',
      answer:
        'Oui, lorsque la vanne est encrassée mais fonctionne encore mécaniquement. Nous contrôlons ensuite son fonctionnement et réalisons l’apprentissage si le calculateur l’exige. Si le moteur électrique ou le capteur de position est défaillant, le remplacement de la vanne est nécessaire.',
    },
  ],
};

/** The antipollution texts that quote French law, as other markets read them. */
export const antipollutionRewording: MarketRewording = {
  MA: [
    [
      'supprimer ou désactiver un système antipollution sur un véhicule qui circule sur la voie publique est illégal en France. Nous ne le proposons pas',
      'supprimer ou désactiver un système antipollution rend un véhicule qui circule sur la voie publique non conforme à son homologation. Nous ne le proposons pas',
    ],
    [
      'Supprimer ou désactiver un système antipollution sur un véhicule qui circule sur la voie publique est illégal en France, et nous ne le faisons pas',
      'Supprimer ou désactiver un système antipollution rend un véhicule qui circule sur la voie publique non conforme à son homologation, et nous ne le faisons pas',
    ],
  ],
};
