import { BENCH_MEASURES_TERMS } from './services/banc-puissance.js';

export interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  updated: string;
  intro?: string;
  sections: LegalSection[];
}

const UPDATED = '2026-11-22';

/* ------------------------------------------------------------------ */
/* Mentions légales                                                    */
/* ------------------------------------------------------------------ */

export const legalNotice: LegalDocument = {
  title: 'Mentions légales',
  description:
    'Mentions légales du site {brand} : éditeur, hébergeur, propriété intellectuelle, liens vers des sites tiers, responsabilité, crédits et droit applicable.',
  updated: UPDATED,
  intro:
    'Les présentes mentions vous permettent d’identifier l’éditeur et l’hébergeur du site {brand} et précisent les conditions dans lesquelles vous pouvez le consulter et utiliser ses contenus.',
  sections: [
    {
      title: 'Éditeur du site',
      paragraphs: ['Le site est édité par la société {legalName}, identifiée et joignable comme suit :'],
      items: [
        'Forme juridique : {legalForm}',
        'Capital social : {shareCapital}',
        'Immatriculation : RCS {rcsCity} {rcsNumber}',
        'Siège social : {registeredOffice}',
        'Numéro de TVA intracommunautaire : {vatNumber}',
        'Directeur de la publication : {publicationDirector}',
        'Courrier électronique : {email}',
        'Téléphone : {phone}',
        'Courrier postal : {legalName}, {registeredOffice}',
      ],
    },
    {
      title: 'Hébergement',
      paragraphs: [
        'Le site est hébergé par {hostName}.',
        'Adresse de l’hébergeur : {hostAddress}.',
        'Téléphone de l’hébergeur : {hostPhone}.',
        'L’hébergeur assure le stockage technique du site et de ses données ; il n’intervient pas dans la rédaction des contenus publiés, qui relèvent de la seule responsabilité de l’éditeur.',
      ],
    },
    {
      title: 'Propriété intellectuelle',
      paragraphs: [
        'L’ensemble des éléments composant le site, notamment les textes, la charte graphique, les logos, la marque {brand}, les illustrations, les vidéos, la structure et le code, est protégé par le droit de la propriété intellectuelle et appartient à {legalName} ou fait l’objet d’une autorisation d’utilisation.',
        'Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, de ces éléments, par quelque procédé que ce soit, sans l’autorisation écrite préalable de {legalName}, est interdite et peut constituer une contrefaçon sanctionnée par le Code de la propriété intellectuelle.',
        'Vous pouvez toutefois citer de courts extraits des textes à des fins d’information, à condition d’en indiquer clairement la source et de ne pas en dénaturer le sens.',
      ],
    },
    {
      title: 'Liens vers des sites tiers',
      paragraphs: [
        'Le site contient des liens vers des services extérieurs, notamment nos pages sur les réseaux sociaux Instagram et YouTube ainsi que le portail en ligne réservé aux abonnés, exploité par un prestataire tiers.',
        'Ces liens sont de simples redirections : en les suivant, vous quittez le site {brand} et êtes soumis aux conditions d’utilisation et à la politique de confidentialité du service concerné. {legalName} n’exerce aucun contrôle sur ces services et ne saurait être tenue responsable de leur contenu, de leur disponibilité ou de la manière dont ils traitent vos données.',
      ],
    },
    {
      title: 'Responsabilité',
      paragraphs: [
        'Les informations publiées sur le site sont fournies à titre indicatif. Les gains de puissance et de couple, les consommations et les tarifs présentés correspondent à des valeurs constatées ou estimées ; ils peuvent varier selon le véhicule ou le moteur, son état, son entretien et ses conditions d’utilisation, et ne remplacent ni le diagnostic réalisé en atelier ni le devis personnalisé.',
        '{legalName} s’efforce de maintenir le site accessible et ses informations exactes et à jour, sans pouvoir garantir l’absence d’erreur, d’omission ou d’interruption. Elle ne saurait être tenue responsable des dommages résultant d’une interruption du service, d’une défaillance technique ou de l’utilisation faite par l’internaute des informations publiées.',
        'Il vous appartient de protéger votre propre équipement informatique contre les virus et autres intrusions lors de votre navigation sur Internet.',
      ],
    },
    {
      title: 'Données personnelles',
      paragraphs: [
        'Les informations que vous nous transmettez, notamment au moyen du formulaire de contact, sont traitées conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés. Les modalités de ces traitements et vos droits sont détaillés dans notre politique de confidentialité.',
      ],
    },
    {
      title: 'Crédits',
      paragraphs: [
        'Conception et réalisation du site : {legalName}.',
        'Les illustrations du site ont été générées spécifiquement pour celui-ci. Elles ont une vocation purement illustrative et ne représentent pas nécessairement des véhicules, des ateliers, des équipements ou des personnes réels.',
        'Les marques et logos de constructeurs éventuellement cités sur le site appartiennent à leurs titulaires respectifs ; leur mention sert uniquement à désigner les véhicules compatibles avec nos prestations et n’implique aucun partenariat.',
      ],
    },
    {
      title: 'Droit applicable',
      paragraphs: [
        'Les présentes mentions légales sont régies par le droit français. En cas de litige relatif à l’utilisation du site, et à défaut de solution amiable, les tribunaux français seront seuls compétents, sous réserve des règles de compétence protectrices dont bénéficient les consommateurs.',
      ],
    },
  ],
};

/* ------------------------------------------------------------------ */
/* Politique de confidentialité                                        */
/* ------------------------------------------------------------------ */

export const privacyPolicy: LegalDocument = {
  title: 'Politique de confidentialité',
  description:
    'Comment {brand} traite vos données : finalités, bases légales, durées de conservation, destinataires, stockage local, sécurité et exercice de vos droits.',
  // The device cookie of the administration (« Cookies et stockage local »).
  updated: '2026-11-25',
  intro:
    'La présente politique vous explique quelles données personnelles nous traitons lorsque vous utilisez le site {brand} ou faites appel à nos centres, pourquoi nous les traitons et comment vous pouvez exercer vos droits. Le responsable de traitement est la société {legalName}, identifiée dans les mentions légales du site. Pour toute question relative à vos données, vous pouvez nous écrire à {email}.',
  sections: [
    {
      title: 'Données collectées',
      paragraphs: [
        'Nous ne collectons que les données nécessaires aux finalités décrites ci-après. Selon votre utilisation du site et de nos services, il peut s’agir des données suivantes :',
      ],
      items: [
        'Formulaire de contact : votre nom, votre numéro de téléphone ou votre adresse électronique, les informations relatives à votre véhicule ou à votre moteur (marque, modèle, motorisation), votre message, le centre choisi ainsi que la trace de votre consentement.',
        'Relation client : vos coordonnées, les données de facturation et de paiement, les caractéristiques de votre véhicule ou de votre moteur (immatriculation, numéro d’identification, kilométrage ou nombre d’heures, données techniques issues du diagnostic et du calculateur) et l’historique des prestations réalisées.',
        'Espace d’administration : pour les seuls membres habilités de notre personnel, les identifiants de connexion et la journalisation des accès et des opérations effectuées.',
        'Données de navigation : les informations techniques enregistrées par nos serveurs lors de votre visite (adresse IP, type de navigateur, pages consultées, date et heure de connexion).',
        'Stockage local : le centre que vous avez choisi et un cache de données relatives aux véhicules, enregistrés dans votre navigateur dans les conditions décrites à la rubrique « Cookies et stockage local ».',
      ],
    },
    {
      title: 'Finalités',
      paragraphs: [
        'Vos données sont utilisées pour les seules finalités suivantes ; elles ne servent à aucune prospection commerciale sans votre accord préalable :',
      ],
      items: [
        'répondre à vos demandes d’information, de devis ou de rendez-vous et les transmettre au centre que vous avez choisi ;',
        'établir les devis, réaliser les prestations, les facturer et encaisser leur règlement ;',
        'assurer le suivi technique de votre véhicule ou de votre moteur, la gestion des garanties, des réclamations et des éventuels litiges ;',
        'assurer le fonctionnement, la sécurité et l’administration du site, y compris la prévention des abus et des accès frauduleux ;',
        'respecter nos obligations légales, notamment comptables et fiscales.',
      ],
    },
    {
      title: 'Bases légales',
      paragraphs: [
        'Conformément à l’article 6 du RGPD, chaque traitement repose sur l’une des bases légales suivantes :',
      ],
      items: [
        'Le contrat : l’établissement des devis (mesures précontractuelles prises à votre demande), la réalisation et la facturation des prestations, le suivi de votre véhicule et la gestion des garanties.',
        'Le consentement : le traitement des demandes envoyées au moyen du formulaire de contact, que vous acceptez en cochant la case prévue à cet effet. Vous pouvez retirer votre consentement à tout moment, sans que cela remette en cause la licéité des traitements déjà effectués.',
        'L’intérêt légitime : la sécurité et l’administration du site, la journalisation des accès, le stockage local strictement nécessaire à son fonctionnement, ainsi que la gestion des réclamations et la défense de nos droits en cas de litige.',
        'L’obligation légale : la conservation des pièces comptables et des factures, ainsi que la réponse aux demandes des autorités habilitées.',
      ],
    },
    {
      title: 'Durées de conservation',
      paragraphs: [
        'Vos données ne sont conservées que pendant une durée limitée, proportionnée à la finalité pour laquelle elles ont été collectées. À l’expiration de cette durée, elles sont supprimées ou rendues anonymes. En cas de litige, les données nécessaires peuvent être conservées jusqu’à son règlement définitif. Les identifiants des membres du personnel habilités sont supprimés lorsque leur habilitation prend fin.',
        'Les durées de conservation applicables sont les suivantes :',
      ],
      items: [
        'Données des clients et prospects : 3 ans à compter du dernier contact.',
        'Données de navigation : 13 mois.',
        'Pièces comptables : 10 ans.',
      ],
    },
    {
      title: 'Destinataires',
      paragraphs: [
        'Vos données sont destinées aux membres habilités du personnel de {legalName} et du centre {brand} que vous avez choisi ou qui réalise la prestation, chacun dans la limite de ses attributions. Nous ne vendons ni ne louons vos données à des tiers.',
        'Elles peuvent également être communiquées à nos prestataires techniques, notamment l’hébergeur du site désigné dans les mentions légales, qui agissent en qualité de sous-traitants, sur nos instructions et dans le respect d’obligations contractuelles de confidentialité et de sécurité, ainsi qu’à notre expert-comptable et, sur demande, aux autorités administratives ou judiciaires habilitées.',
        'Si l’un de nos prestataires devait traiter des données hors de l’Union européenne, ce transfert serait encadré par les garanties prévues par le RGPD, telles qu’une décision d’adéquation ou les clauses contractuelles types de la Commission européenne.',
      ],
    },
    {
      title: 'Vos droits',
      paragraphs: [
        'Pour exercer vos droits, écrivez-nous à {email} en précisant votre demande. En cas de doute raisonnable sur votre identité, nous pourrons vous demander un justificatif. Nous vous répondrons dans un délai d’un mois, qui peut être prolongé de deux mois compte tenu de la complexité ou du nombre des demandes ; nous vous en informerions alors.',
        'Vous disposez, sur les données qui vous concernent, des droits suivants :',
      ],
      items: [
        'droit d’accès à vos données et d’en obtenir une copie ;',
        'droit de rectification des données inexactes ou incomplètes ;',
        'droit à l’effacement, dans les cas prévus par la réglementation ;',
        'droit à la limitation du traitement ;',
        'droit d’opposition au traitement fondé sur notre intérêt légitime, pour des raisons tenant à votre situation particulière ;',
        'droit à la portabilité des données que vous nous avez fournies, lorsque le traitement repose sur votre consentement ou sur le contrat ;',
        'droit de retirer à tout moment votre consentement ;',
        'droit de définir des directives relatives au sort de vos données après votre décès ;',
        'droit d’introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), notamment sur son site www.cnil.fr, si vous estimez que vos droits ne sont pas respectés.',
      ],
    },
    {
      title: 'Cookies et stockage local',
      paragraphs: [
        'Le site n’utilise aucun cookie publicitaire, aucun outil de mesure d’audience et aucun traceur tiers. Les liens vers Instagram, YouTube et le portail des abonnés sont de simples liens : aucun traceur de ces services n’est déposé par notre site.',
        'Le site se limite à un stockage local strictement nécessaire à son fonctionnement. Ces informations restent sur votre appareil et servent uniquement à vous rendre le service que vous demandez ; conformément à la réglementation et aux recommandations de la CNIL, elles ne requièrent pas votre consentement préalable, c’est pourquoi aucun bandeau de consentement ne vous est présenté. L’espace d’administration, réservé à notre personnel, dépose après chaque connexion réussie un cookie de sécurité strictement nécessaire, « admin_device », conservé 90 jours : il permet de reconnaître l’appareil déjà utilisé pour se connecter, afin que des tentatives de connexion malveillantes venues d’ailleurs ne puissent pas en bloquer l’accès ; il n’est lu qu’au moment de la connexion et ne sert à aucune autre fin.',
        'Vous pouvez à tout moment effacer ces informations au moyen des réglages de votre navigateur ; le centre choisi devra alors être sélectionné de nouveau. Les éléments enregistrés dans votre navigateur sont les suivants :',
      ],
      items: [
        'le centre que vous avez choisi, afin de vous présenter ses informations lors de vos visites suivantes ;',
        'un cache de données relatives aux véhicules (marques, modèles, motorisations), afin d’accélérer l’affichage et de limiter les échanges avec nos serveurs.',
      ],
    },
    {
      title: 'Sécurité',
      paragraphs: [
        'Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données contre la perte, l’altération, la divulgation ou l’accès non autorisé : chiffrement des échanges entre votre navigateur et nos serveurs, accès à l’espace d’administration réservé aux personnes habilitées et protégé par authentification, limitation des accès aux seules personnes qui en ont besoin et sauvegardes régulières.',
        'Aucun système n’étant totalement invulnérable, nous vous invitons à ne transmettre par le formulaire de contact aucune donnée sensible ou sans rapport avec votre demande. En cas de violation de données susceptible d’engendrer un risque pour vos droits et libertés, nous en informerons la CNIL et, lorsque la réglementation l’exige, les personnes concernées.',
      ],
    },
  ],
};

/* ------------------------------------------------------------------ */
/* Conditions générales de vente et de prestation                     */
/* ------------------------------------------------------------------ */

export const generalConditions: LegalDocument = {
  title: 'Conditions générales de vente et de prestation',
  description:
    'Conditions générales de {brand} : devis, commande, prix et paiement, exécution, conformité, garanties commerciales et légales, réclamations et médiation.',
  updated: UPDATED,
  intro:
    'Les présentes conditions générales s’appliquent à toutes les prestations réalisées par les centres {brand}. Elles sont portées à votre connaissance avant toute commande ; la signature du devis emporte leur acceptation.',
  sections: [
    {
      title: 'Article 1 – Objet',
      paragraphs: [
        'Les présentes conditions générales définissent les droits et obligations de la société {legalName} (ci-après « le Prestataire »), et de toute personne, consommateur ou professionnel, qui lui confie une prestation (ci-après « le Client »). Lorsqu’un centre du réseau {brand} est exploité par une société distincte, celle-ci est identifiée sur le devis et la facture et a la qualité de Prestataire.',
        'La société {legalName} est une {legalForm} au capital de {shareCapital}, immatriculée au RCS de {rcsCity} sous le numéro {rcsNumber}.',
        'Son siège social est situé {registeredOffice}.',
        'Son numéro de TVA intracommunautaire est {vatNumber}.',
        'Les présentes conditions générales s’appliquent notamment aux prestations suivantes : reprogrammation moteur (stage 1 et stage 2), conversion au superéthanol E85, reprogrammation de boîte de vitesses, diagnostic, entretien, passage au banc de puissance, nettoyage et réparation des systèmes de dépollution, ainsi qu’aux interventions sur les moteurs marins (bateaux et motos marines), et à la fourniture des pièces associées.',
        'Les conditions particulières figurant sur le devis prévalent sur les présentes conditions générales en cas de contradiction.',
      ],
    },
    {
      title: 'Article 2 – Devis',
      paragraphs: [
        'Toute prestation fait l’objet d’un devis préalable, établi sur la base des informations communiquées par le Client et, le cas échéant, du diagnostic du véhicule ou du moteur. Le devis précise la nature des prestations et des pièces, leur prix, le délai indicatif de réalisation et la garantie applicable.',
        'Le devis est valable 30 jours à compter de sa date d’émission. Passé ce délai, le Prestataire n’est plus tenu par les prix et conditions qui y figurent.',
        'Les estimations communiquées par téléphone, par courrier électronique ou au moyen du formulaire du site n’ont qu’une valeur indicative et ne constituent pas un devis.',
      ],
    },
    {
      title: 'Article 3 – Commande et acceptation',
      paragraphs: [
        'La commande est formée par l’acceptation du devis par le Client, matérialisée par sa signature précédée de la mention « bon pour accord » ou par une acceptation écrite non équivoque, par exemple par courrier électronique. Elle emporte l’acceptation sans réserve des présentes conditions générales.',
        'Un acompte peut être demandé à la commande, notamment lorsque des pièces doivent être commandées spécifiquement ; son montant est alors indiqué sur le devis.',
        'Si des travaux supplémentaires apparaissent nécessaires en cours d’intervention, ils ne sont réalisés qu’après l’accord exprès du Client sur un devis complémentaire. Lorsque le contrat est conclu dans l’un de nos centres, il n’ouvre pas droit au délai de rétractation prévu pour les contrats conclus à distance ou hors établissement.',
      ],
    },
    {
      title: 'Article 4 – Prix et paiement',
      paragraphs: [
        'Les prix sont exprimés en {currencyName}, toutes taxes comprises. Le prix applicable est celui figurant sur le devis accepté.',
        'Sauf disposition contraire du devis, le prix est payable à la restitution du véhicule ou du moteur, par carte bancaire, virement ou espèces.',
        '[FR] Conformément à la réglementation applicable aux paiements d’un professionnel par un consommateur, le paiement en espèces est limité à 1 000 €, sous réserve des exceptions prévues par la loi.',
        '[MA] Le paiement en espèces est accepté dans les limites fixées par la réglementation en vigueur.',
        'Jusqu’au paiement complet du prix, le Prestataire peut exercer le droit de rétention que lui reconnaît le Code civil sur le véhicule ou le moteur confié. Les pièces fournies restent la propriété du Prestataire jusqu’à leur complet paiement.',
        '[FR] Pour les Clients professionnels, tout retard de paiement entraîne de plein droit l’application des pénalités de retard prévues par le Code de commerce et d’une indemnité forfaitaire pour frais de recouvrement de 40 €.',
        '[MA] Pour les Clients professionnels, tout retard de paiement entraîne l’application des pénalités de retard prévues par la réglementation en vigueur.',
      ],
    },
    {
      title: 'Article 5 – Exécution des prestations',
      paragraphs: [
        'Toute intervention est précédée d’un diagnostic permettant de vérifier l’état du véhicule ou du moteur et sa compatibilité avec la prestation demandée. Si ce diagnostic révèle un défaut, le Prestataire en informe le Client et peut différer ou refuser la prestation tant que le défaut n’a pas été corrigé.',
        'Le Client s’engage à présenter un véhicule ou un moteur en bon état mécanique, correctement entretenu, et à signaler toute modification antérieure, toute anomalie connue et tout historique d’intervention utile. Il reste responsable des conséquences d’une information inexacte ou incomplète.',
        'Une reprogrammation de stage 2 suppose l’installation préalable de pièces matérielles adaptées (par exemple admission, échangeur ou embrayage renforcé), précisées sur le devis, et toujours dans le respect des systèmes de dépollution. Le Prestataire conserve, dans la mesure où le calculateur le permet, une sauvegarde du logiciel d’origine.',
        'Les délais d’exécution sont indicatifs.',
        `Passage au banc de puissance : ${BENCH_MEASURES_TERMS}`,
      ],
    },
    {
      title: 'Article 6 – Conformité et réglementation',
      paragraphs: [
        'Le Prestataire ne supprime ni ne désactive jamais, sur un véhicule destiné à circuler sur la voie publique, les systèmes antipollution (filtre à particules, vanne EGR, catalyseur, système SCR / AdBlue, sondes et logiciels de contrôle associés). Toute demande en ce sens sera refusée. Les interventions sur ces systèmes se limitent à leur nettoyage, leur réparation ou leur remplacement.',
        '[FR] Lorsqu’une prestation entraîne une modification devant être déclarée, notamment une conversion au superéthanol E85, il appartient au Client de faire mettre à jour son certificat d’immatriculation (carte grise) conformément à la réglementation ; le Prestataire lui remet les documents qu’il détient et qui sont nécessaires à cette démarche.',
        '[MA] Lorsqu’une prestation entraîne une modification devant être déclarée, notamment une conversion au superéthanol E85, il appartient au Client d’accomplir les démarches prévues par la réglementation en vigueur ; le Prestataire lui remet les documents qu’il détient et qui sont nécessaires à cette démarche.',
        'Le Client est invité à informer son assureur de toute modification apportée à son véhicule ou à son moteur, une modification non déclarée pouvant avoir des conséquences sur sa couverture en cas de sinistre. Il est également informé qu’une modification peut avoir une incidence sur la garantie accordée par le constructeur.',
      ],
    },
    {
      title: 'Article 7 – Garantie commerciale',
      paragraphs: [
        'En complément des garanties légales, et sans préjudice de celles-ci, le Prestataire accorde une garantie commerciale couvrant les dysfonctionnements imputables à la prestation réalisée ou aux pièces fournies par le Prestataire. Elle donne lieu, au choix du Prestataire, à la correction ou à la reprise de l’intervention, à la réparation ou au remplacement de la pièce, ou à la réinstallation du logiciel d’origine.',
        'La garantie commerciale exclut l’usure normale, l’usage en compétition ou sur circuit, les défauts d’entretien, l’utilisation anormale ou d’un carburant inadapté, ainsi que toute intervention ou modification réalisée par un tiers après la prestation.',
        'La garantie commerciale de chaque prestation est celle indiquée sur sa page de présentation et sur le devis, rappelée ci-dessous ; lorsqu’elle est exprimée en durée et en kilométrage, elle prend fin au premier des deux termes atteints. Les prestations qui n’y figurent pas, comme le passage au banc de puissance, ne comportent pas de garantie commerciale, sans préjudice des garanties légales.',
      ],
      items: ['{@warranties}'],
    },
    {
      title: 'Article 8 – Garanties légales',
      paragraphs: [
        'Indépendamment de la garantie commerciale, le Client consommateur bénéficie, lorsque les conditions en sont réunies, de la garantie légale de conformité prévue par le Code de la consommation (articles L. 217-1 et suivants) et de la garantie des vices cachés prévue par le Code civil (articles 1641 et suivants).',
        'La garantie légale de conformité s’applique aux biens fournis et aux éléments numériques dans les conditions et délais fixés par le Code de la consommation. Au titre de la garantie des vices cachés, le Client peut choisir entre la résolution de la vente et une réduction du prix ; l’action doit être engagée dans un délai de deux ans à compter de la découverte du vice.',
        'La mise en œuvre de la garantie commerciale ne prive pas le Client de ces garanties légales, qui s’appliquent en tout état de cause.',
      ],
    },
    {
      title: 'Article 9 – Réclamations',
      paragraphs: [
        'Toute réclamation relative à une prestation doit être adressée par écrit dans un délai de 8 jours suivant la réalisation de la prestation, par courrier électronique à {email} ou par courrier postal au siège du Prestataire, en précisant la facture concernée et la nature du désaccord.',
        'Adresse du siège pour les réclamations : {legalName}, {registeredOffice}.',
        'Le Prestataire accuse réception de la réclamation et s’efforce d’y apporter une réponse dans les meilleurs délais. Ce délai de réclamation ne prive pas le Client consommateur des droits qu’il tient des garanties légales.',
      ],
    },
    {
      title: 'Article 10 – Anomalies',
      paragraphs: [
        'Toute anomalie constatée après la prestation (voyant allumé, perte de puissance, à-coups, fumée anormale, bruit inhabituel, message d’erreur) doit être signalée au Prestataire dans un délai de 24 heures, par téléphone au {phone} ou par courrier électronique à {email}.',
        'Le Client doit alors limiter l’utilisation du véhicule ou du moteur à ce qui est strictement nécessaire pour éviter toute aggravation, et le présenter au centre ayant réalisé la prestation, sans faire intervenir de tiers au préalable, afin que l’origine de l’anomalie puisse être établie.',
        'Un signalement tardif peut rendre impossible l’identification de la cause de l’anomalie et conduire à écarter la garantie commerciale pour les dommages aggravés par la poursuite de l’utilisation, sans préjudice des garanties légales.',
      ],
    },
    {
      title: 'Article 11 – Responsabilité',
      paragraphs: [
        'Le Prestataire est responsable de la bonne exécution des prestations qui lui sont confiées. Sa responsabilité ne peut toutefois être engagée pour les dommages résultant d’un défaut préexistant non révélé par le diagnostic ou dissimulé par le Client, de l’usure normale, d’un défaut d’entretien, ou de pièces fournies par le Client.',
        'Sont également exclus les dommages liés à une utilisation non conforme du véhicule ou du moteur, notamment en compétition, sur circuit ou dans des conditions excédant un usage normal, à une mauvaise utilisation, au non-respect des préconisations du Prestataire, ou à une intervention ultérieure d’un tiers.',
        'Aucune stipulation des présentes ne limite la responsabilité du Prestataire en cas de faute lourde ou intentionnelle ou de dommage corporel, ni ne porte atteinte aux droits que le Client consommateur tient de la loi.',
      ],
    },
    {
      title: 'Article 12 – Droit applicable, médiation et juridiction',
      paragraphs: [
        'Les présentes conditions générales sont soumises au droit français.',
        'En cas de litige, le Client est invité à adresser d’abord une réclamation écrite au Prestataire. À défaut de solution amiable, le Client consommateur peut recourir gratuitement au médiateur de la consommation dont relève le Prestataire, conformément aux articles L. 611-1 et suivants du Code de la consommation.',
        'Le médiateur compétent est {mediatorName}.',
        'Il peut être saisi en ligne sur son site : {mediatorWebsite}.',
        'Il peut aussi être saisi par courrier postal : {mediatorAddress}.',
        'À défaut de règlement amiable, le litige est porté devant la juridiction compétente selon les règles de droit commun, le Client consommateur pouvant notamment saisir la juridiction du lieu de son domicile. Pour les Clients professionnels, compétence exclusive est attribuée aux tribunaux du ressort du siège social du Prestataire.',
      ],
    },
  ],
};
