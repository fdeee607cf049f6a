/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation SubmitContactRequest($input: ContactRequestInput!) {\n  submitContactRequest(input: $input) {\n    __typename\n    ... on ContactRequestAccepted {\n      id\n    }\n    ... on ContactRequestInvalid {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on ContactRequestRateLimited {\n      message\n    }\n  }\n}": typeof types.SubmitContactRequestDocument,
    "query FranchiseFacts {\n  franchise {\n    network {\n      value\n      label\n    }\n    business {\n      value\n      label\n    }\n    marketing {\n      value\n      label\n    }\n    manualProcessing\n    brochureUrl\n  }\n}": typeof types.FranchiseFactsDocument,
    "query LegalDocument($slug: String!) {\n  legalDocument(slug: $slug) {\n    title\n    description\n    updated\n    intro\n    sections {\n      title\n      paragraphs\n      items\n    }\n  }\n}": typeof types.LegalDocumentDocument,
    "query ServiceDetail($slug: String!) {\n  service(slug: $slug) {\n    id\n    slug\n    name\n    shortDescription\n    longDescription\n    benefits\n    process\n    duration\n    warranty\n    price {\n      from\n      to\n      unit\n    }\n    images {\n      hero\n      gallery\n      icon\n    }\n    technicalSpecs {\n      equipmentUsed\n      supportedVehicles\n      limitations\n    }\n    faq {\n      question\n      answer\n    }\n  }\n}": typeof types.ServiceDetailDocument,
    "query SiteShell {\n  site {\n    brandName\n    legalName\n    registeredOffice\n    contactEmail\n    contactPhone\n    subscriberPortalUrl\n    cacheKeyPrefix\n  }\n  centres {\n    id\n    name\n    address\n    phone\n    instagram\n    youtube\n    serviceNote\n    mobileService\n    coordinates {\n      lat\n      lng\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n  }\n}\n\nquery ServicesOverview {\n  services {\n    id\n    slug\n    name\n    shortDescription\n    duration\n    price {\n      from\n      to\n      unit\n    }\n    images {\n      icon\n    }\n  }\n}": typeof types.SiteShellDocument,
};
const documents: Documents = {
    "mutation SubmitContactRequest($input: ContactRequestInput!) {\n  submitContactRequest(input: $input) {\n    __typename\n    ... on ContactRequestAccepted {\n      id\n    }\n    ... on ContactRequestInvalid {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on ContactRequestRateLimited {\n      message\n    }\n  }\n}": types.SubmitContactRequestDocument,
    "query FranchiseFacts {\n  franchise {\n    network {\n      value\n      label\n    }\n    business {\n      value\n      label\n    }\n    marketing {\n      value\n      label\n    }\n    manualProcessing\n    brochureUrl\n  }\n}": types.FranchiseFactsDocument,
    "query LegalDocument($slug: String!) {\n  legalDocument(slug: $slug) {\n    title\n    description\n    updated\n    intro\n    sections {\n      title\n      paragraphs\n      items\n    }\n  }\n}": types.LegalDocumentDocument,
    "query ServiceDetail($slug: String!) {\n  service(slug: $slug) {\n    id\n    slug\n    name\n    shortDescription\n    longDescription\n    benefits\n    process\n    duration\n    warranty\n    price {\n      from\n      to\n      unit\n    }\n    images {\n      hero\n      gallery\n      icon\n    }\n    technicalSpecs {\n      equipmentUsed\n      supportedVehicles\n      limitations\n    }\n    faq {\n      question\n      answer\n    }\n  }\n}": types.ServiceDetailDocument,
    "query SiteShell {\n  site {\n    brandName\n    legalName\n    registeredOffice\n    contactEmail\n    contactPhone\n    subscriberPortalUrl\n    cacheKeyPrefix\n  }\n  centres {\n    id\n    name\n    address\n    phone\n    instagram\n    youtube\n    serviceNote\n    mobileService\n    coordinates {\n      lat\n      lng\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n  }\n}\n\nquery ServicesOverview {\n  services {\n    id\n    slug\n    name\n    shortDescription\n    duration\n    price {\n      from\n      to\n      unit\n    }\n    images {\n      icon\n    }\n  }\n}": types.SiteShellDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitContactRequest($input: ContactRequestInput!) {\n  submitContactRequest(input: $input) {\n    __typename\n    ... on ContactRequestAccepted {\n      id\n    }\n    ... on ContactRequestInvalid {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on ContactRequestRateLimited {\n      message\n    }\n  }\n}"): (typeof documents)["mutation SubmitContactRequest($input: ContactRequestInput!) {\n  submitContactRequest(input: $input) {\n    __typename\n    ... on ContactRequestAccepted {\n      id\n    }\n    ... on ContactRequestInvalid {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on ContactRequestRateLimited {\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FranchiseFacts {\n  franchise {\n    network {\n      value\n      label\n    }\n    business {\n      value\n      label\n    }\n    marketing {\n      value\n      label\n    }\n    manualProcessing\n    brochureUrl\n  }\n}"): (typeof documents)["query FranchiseFacts {\n  franchise {\n    network {\n      value\n      label\n    }\n    business {\n      value\n      label\n    }\n    marketing {\n      value\n      label\n    }\n    manualProcessing\n    brochureUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegalDocument($slug: String!) {\n  legalDocument(slug: $slug) {\n    title\n    description\n    updated\n    intro\n    sections {\n      title\n      paragraphs\n      items\n    }\n  }\n}"): (typeof documents)["query LegalDocument($slug: String!) {\n  legalDocument(slug: $slug) {\n    title\n    description\n    updated\n    intro\n    sections {\n      title\n      paragraphs\n      items\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServiceDetail($slug: String!) {\n  service(slug: $slug) {\n    id\n    slug\n    name\n    shortDescription\n    longDescription\n    benefits\n    process\n    duration\n    warranty\n    price {\n      from\n      to\n      unit\n    }\n    images {\n      hero\n      gallery\n      icon\n    }\n    technicalSpecs {\n      equipmentUsed\n      supportedVehicles\n      limitations\n    }\n    faq {\n      question\n      answer\n    }\n  }\n}"): (typeof documents)["query ServiceDetail($slug: String!) {\n  service(slug: $slug) {\n    id\n    slug\n    name\n    shortDescription\n    longDescription\n    benefits\n    process\n    duration\n    warranty\n    price {\n      from\n      to\n      unit\n    }\n    images {\n      hero\n      gallery\n      icon\n    }\n    technicalSpecs {\n      equipmentUsed\n      supportedVehicles\n      limitations\n    }\n    faq {\n      question\n      answer\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteShell {\n  site {\n    brandName\n    legalName\n    registeredOffice\n    contactEmail\n    contactPhone\n    subscriberPortalUrl\n    cacheKeyPrefix\n  }\n  centres {\n    id\n    name\n    address\n    phone\n    instagram\n    youtube\n    serviceNote\n    mobileService\n    coordinates {\n      lat\n      lng\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n  }\n}\n\nquery ServicesOverview {\n  services {\n    id\n    slug\n    name\n    shortDescription\n    duration\n    price {\n      from\n      to\n      unit\n    }\n    images {\n      icon\n    }\n  }\n}"): (typeof documents)["query SiteShell {\n  site {\n    brandName\n    legalName\n    registeredOffice\n    contactEmail\n    contactPhone\n    subscriberPortalUrl\n    cacheKeyPrefix\n  }\n  centres {\n    id\n    name\n    address\n    phone\n    instagram\n    youtube\n    serviceNote\n    mobileService\n    coordinates {\n      lat\n      lng\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n  }\n}\n\nquery ServicesOverview {\n  services {\n    id\n    slug\n    name\n    shortDescription\n    duration\n    price {\n      from\n      to\n      unit\n    }\n    images {\n      icon\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;