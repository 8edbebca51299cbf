import type { Schema, Struct } from '@strapi/strapi';

export interface AdminApiToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_tokens';
  info: {
    description: '';
    displayName: 'Api Token';
    name: 'Api Token';
    pluralName: 'api-tokens';
    singularName: 'api-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    adminPermissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    adminUserOwner: Schema.Attribute.Relation<'manyToOne', 'admin::user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    encryptedKey: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    expiresAt: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['content-api', 'admin']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'content-api'>;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.Enumeration<['read-only', 'full-access', 'custom']> &
      Schema.Attribute.DefaultTo<'read-only'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminApiTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_token_permissions';
  info: {
    description: '';
    displayName: 'API Token Permission';
    name: 'API Token Permission';
    pluralName: 'api-token-permissions';
    singularName: 'api-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminPermission extends Struct.CollectionTypeSchema {
  collectionName: 'admin_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'Permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    actionParameters: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    apiToken: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    conditions: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<[]>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::permission'> & Schema.Attribute.Private;
    properties: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'admin::role'>;
    subject: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminRole extends Struct.CollectionTypeSchema {
  collectionName: 'admin_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'Role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'manyToMany', 'admin::user'>;
  };
}

export interface AdminSession extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_sessions';
  info: {
    description: 'Session Manager storage';
    displayName: 'Session';
    name: 'Session';
    pluralName: 'sessions';
    singularName: 'session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
    i18n: {
      localized: false;
    };
  };
  attributes: {
    absoluteExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    childId: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deviceId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::session'> & Schema.Attribute.Private;
    metadata: Schema.Attribute.JSON & Schema.Attribute.Private;
    origin: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    sessionId: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique;
    status: Schema.Attribute.String & Schema.Attribute.Private;
    type: Schema.Attribute.String & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
  };
}

export interface AdminTransferToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_tokens';
  info: {
    description: '';
    displayName: 'Transfer Token';
    name: 'Transfer Token';
    pluralName: 'transfer-tokens';
    singularName: 'transfer-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    expiresAt: Schema.Attribute.DateTime;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminTransferTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_token_permissions';
  info: {
    description: '';
    displayName: 'Transfer Token Permission';
    name: 'Transfer Token Permission';
    pluralName: 'transfer-token-permissions';
    singularName: 'transfer-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::transfer-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminUser extends Struct.CollectionTypeSchema {
  collectionName: 'admin_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'User';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    apiTokens: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    firstname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    isActive: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    lastname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::user'> & Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    preferedLanguage: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    registrationToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordTokenExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    roles: Schema.Attribute.Relation<'manyToMany', 'admin::role'> & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String;
  };
}

export interface ApiAlertAlertMatch extends Struct.CollectionTypeSchema {
  collectionName: 'alert_matches';
  info: {
    description: "Un candidato mostrato in un'e-mail di alert a un'azienda (per l'accesso ai dati del candidato, art. 15 GDPR; issue 41)";
    displayName: 'Candidato in un alert';
    pluralName: 'alert-matches';
    singularName: 'alert-match';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    azienda: Schema.Attribute.Integer & Schema.Attribute.Required;
    candidato: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    inviata_il: Schema.Attribute.DateTime & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::alert.alert-match'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    tipo: Schema.Attribute.Enumeration<['database', 'nuovo_profilo']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAnnunciAnnunci extends Struct.CollectionTypeSchema {
  collectionName: 'annuncis';
  info: {
    description: "Offerta di lavoro pubblicata da un'azienda (spec 02 \u00A73)";
    displayName: 'Annuncio';
    pluralName: 'annuncis';
    singularName: 'annunci';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    archiviato: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    autore: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    benefits: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    esperienza: Schema.Attribute.String;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    hr_users: Schema.Attribute.Relation<'manyToMany', 'api::hr-user.hr-user'>;
    interessati_avvisati: Schema.Attribute.JSON & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::annunci.annunci'> & Schema.Attribute.Private;
    posizione: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    qualifica: Schema.Attribute.String;
    ral: Schema.Attribute.Enumeration<['under_30K', 'between_30K_40K', 'between_40K_50K', 'over_50K']> &
      Schema.Attribute.DefaultTo<'under_30K'>;
    residenza: Schema.Attribute.String;
    settori: Schema.Attribute.Relation<'manyToMany', 'api::aree-di-competenza.aree-di-competenza'>;
    tipoContratto: Schema.Attribute.String;
    titoloStudio: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    visibile: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
  };
}

export interface ApiAreeDiCompetenzaAreeDiCompetenza extends Struct.CollectionTypeSchema {
  collectionName: 'aree_di_competenzas';
  info: {
    description: 'Aree di competenza dei candidati e settori degli annunci';
    displayName: 'Area di competenza';
    pluralName: 'aree-di-competenzas';
    singularName: 'aree-di-competenza';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::aree-di-competenza.aree-di-competenza'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    value: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
  };
}

export interface ApiAvvisoCandidatoAvvisoCandidato extends Struct.CollectionTypeSchema {
  collectionName: 'avvisi_candidato';
  info: {
    description: 'Le e-mail che un candidato ha scelto: avviso dei nuovi annunci (consenso con data) e riepilogo settimanale (uno per candidato)';
    displayName: 'Avvisi del candidato';
    pluralName: 'avvisi-candidato';
    singularName: 'avviso-candidato';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    annunci_attivo: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    annunci_consenso_il: Schema.Attribute.DateTime;
    annunci_giorno_inviato: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    annunci_inviati_fino_al: Schema.Attribute.DateTime;
    annunci_km: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    annunci_revocato_il: Schema.Attribute.DateTime;
    chiave: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    hr_user: Schema.Attribute.Relation<'manyToOne', 'api::hr-user.hr-user'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::avviso-candidato.avviso-candidato'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    settimanale_inviata: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    settimanale_off: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiConoscenzeInformaticheConoscenzeInformatiche extends Struct.CollectionTypeSchema {
  collectionName: 'conoscenze_informatiches';
  info: {
    description: "Voci dell'elenco conoscenze informatiche ('Altro' per ultima)";
    displayName: 'Conoscenza informatica';
    pluralName: 'conoscenze-informatiches';
    singularName: 'conoscenze-informatiche';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<
      'oneToMany',
      'api::conoscenze-informatiche.conoscenze-informatiche'
    > &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    value: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
  };
}

export interface ApiCreditMovementCreditMovement extends Struct.CollectionTypeSchema {
  collectionName: 'credit_movements';
  info: {
    description: "Ogni variazione dei crediti di un'azienda, con causale";
    displayName: 'Movimento crediti';
    pluralName: 'credit-movements';
    singularName: 'credit-movement';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    amount: Schema.Attribute.Integer & Schema.Attribute.Required;
    autore: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.DateTime & Schema.Attribute.Required;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::credit-movement.credit-movement'> &
      Schema.Attribute.Private;
    note: Schema.Attribute.String;
    payment: Schema.Attribute.Relation<'manyToOne', 'api::payment.payment'>;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.Enumeration<['purchase', 'unlock', 'refund', 'expiry', 'guarantee']> &
      Schema.Attribute.Required;
    subscription: Schema.Attribute.Relation<'manyToOne', 'api::subscription.subscription'>;
    tipo_credito: Schema.Attribute.Enumeration<['crediti', 'crediti_abbonamento']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'crediti'>;
    unlock: Schema.Attribute.Relation<'manyToOne', 'api::unlock.unlock'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiFavouriteFavourite extends Struct.CollectionTypeSchema {
  collectionName: 'favourites';
  info: {
    description: "Candidato tra i preferiti di un'azienda (uno per coppia)";
    displayName: 'Preferito';
    pluralName: 'favourites';
    singularName: 'favourite';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    autore: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    chiave: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    hr_user: Schema.Attribute.Relation<'manyToOne', 'api::hr-user.hr-user'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::favourite.favourite'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiGuaranteeReportGuaranteeReport extends Struct.CollectionTypeSchema {
  collectionName: 'guarantee_reports';
  info: {
    description: "Candidato non raggiungibile segnalato da un'azienda che lo ha sbloccato (garanzia sui crediti, issue 26)";
    displayName: 'Segnalazione garanzia';
    pluralName: 'guarantee-reports';
    singularName: 'guarantee-report';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    chiave: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    chiusa_il: Schema.Attribute.DateTime;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    credito_restituito: Schema.Attribute.Enumeration<['crediti', 'crediti_abbonamento']>;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    hr_user: Schema.Attribute.Relation<'manyToOne', 'api::hr-user.hr-user'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::guarantee-report.guarantee-report'> &
      Schema.Attribute.Private;
    mese: Schema.Attribute.String & Schema.Attribute.Required;
    primo_tentativo: Schema.Attribute.Date & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    segnalata_il: Schema.Attribute.DateTime & Schema.Attribute.Required;
    stato: Schema.Attribute.Enumeration<
      ['aperta', 'raggiungibile', 'rimborsata', 'da_verificare', 'respinta', 'cancellato']
    > &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'aperta'>;
    tentativo: Schema.Attribute.Enumeration<['telefono', 'email', 'entrambi']> & Schema.Attribute.Required;
    token: Schema.Attribute.String & Schema.Attribute.Private & Schema.Attribute.Unique;
    unlock: Schema.Attribute.Relation<'manyToOne', 'api::unlock.unlock'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiHrCompanyHrCompany extends Struct.CollectionTypeSchema {
  collectionName: 'hr_companies';
  info: {
    description: 'Profilo aziendale (spec 02 \u00A73)';
    displayName: 'Azienda (hr_company)';
    pluralName: 'hr-companies';
    singularName: 'hr-company';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    abbonamenti: Schema.Attribute.Relation<'oneToMany', 'api::subscription.subscription'>;
    abbonamento_brand: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    abbonamento_jp: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    abbonamento_np: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    alert_db_coperto_al: Schema.Attribute.Date & Schema.Attribute.Private;
    alert_np_dal: Schema.Attribute.DateTime & Schema.Attribute.Private;
    annunci: Schema.Attribute.Relation<'oneToMany', 'api::annunci.annunci'>;
    aut_min: Schema.Attribute.String;
    cf: Schema.Attribute.String;
    check_agenzia: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    check_veridicita: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    codice_ateco: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    crediti: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    crediti_abbonamento: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    descrizione: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    email: Schema.Attribute.Email;
    filtri: Schema.Attribute.Text;
    filtri_profile: Schema.Attribute.Text;
    funzione: Schema.Attribute.String;
    il_cap: Schema.Attribute.String;
    il_citta: Schema.Attribute.String;
    il_provincia: Schema.Attribute.String;
    indirizzo_lavoro: Schema.Attribute.String;
    indirizzo_legale: Schema.Attribute.String;
    indirizzo_operativo: Schema.Attribute.String;
    io_cap: Schema.Attribute.String;
    io_citta: Schema.Attribute.String;
    io_provincia: Schema.Attribute.String;
    lavoro_cap: Schema.Attribute.String;
    lavoro_citta: Schema.Attribute.String;
    lavoro_provincia: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::hr-company.hr-company'> &
      Schema.Attribute.Private;
    logo: Schema.Attribute.Media<'images'>;
    mansioni_preferite: Schema.Attribute.JSON;
    nome: Schema.Attribute.String & Schema.Attribute.Required;
    numero_addetti: Schema.Attribute.String;
    piva: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    punti_forza: Schema.Attribute.JSON;
    referente: Schema.Attribute.String;
    sdi: Schema.Attribute.String;
    settore: Schema.Attribute.String;
    sito_web_link: Schema.Attribute.String;
    telefono: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'oneToOne', 'plugin::users-permissions.user'>;
    visite_azienda: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
  };
}

export interface ApiHrUserHrUser extends Struct.CollectionTypeSchema {
  collectionName: 'hr_users';
  info: {
    description: 'Profilo del candidato (spec 01 \u00A73)';
    displayName: 'Candidato (hr_user)';
    pluralName: 'hr-users';
    singularName: 'hr-user';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    aggiornamento_inviato_il: Schema.Attribute.DateTime;
    aggiornamento_token: Schema.Attribute.String & Schema.Attribute.Private & Schema.Attribute.Unique;
    aree_di_competenza: Schema.Attribute.Relation<'manyToMany', 'api::aree-di-competenza.aree-di-competenza'>;
    automunito_bool: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    benefits: Schema.Attribute.Text;
    blacklisted_pivas: Schema.Attribute.JSON;
    brand_reputation: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    cap: Schema.Attribute.String;
    categorie_protette: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    certificazione_bool: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    certificazione_text: Schema.Attribute.String;
    citta: Schema.Attribute.String;
    cittadinanza: Schema.Attribute.String & Schema.Attribute.DefaultTo<'IT'>;
    clima_aziendale: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    cognome: Schema.Attribute.String & Schema.Attribute.Required;
    conferma_veridicita: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    conoscenza_italiano: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    conoscenze_informatiche: Schema.Attribute.Relation<
      'manyToMany',
      'api::conoscenze-informatiche.conoscenze-informatiche'
    >;
    conoscenze_informatiche_text: Schema.Attribute.String;
    contatti_da_verificare: Schema.Attribute.Boolean &
      Schema.Attribute.Private &
      Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    disponibilita_colloquio: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    email: Schema.Attribute.Email;
    esperienza: Schema.Attribute.Enumeration<
      ['Inferiore ai 5 anni', 'Tra i 5 ed i 10 anni', 'Superiore ai 10 anni', 'Nessuno']
    >;
    formazione_continua: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    incentivi_assunzione: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    indirizzo: Schema.Attribute.String;
    ingegnere_enum: Schema.Attribute.Enumeration<
      [
        'Meccanico',
        'Informatico',
        'Industriale',
        'Civile',
        'Gestionale',
        'Aerospaziale',
        'Fisico',
        'Biomedico',
        'Chimico',
        "Dell'informazione",
        'Telecomunicazioni',
        'Energetico',
        'Nessuno',
        'Altro',
      ]
    >;
    ingegnere_text: Schema.Attribute.String;
    lingue: Schema.Attribute.JSON;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::hr-user.hr-user'> & Schema.Attribute.Private;
    mansioni_diverse: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    mansioni_preferite: Schema.Attribute.Relation<'manyToMany', 'api::mansioni.mansioni'>;
    mobilita: Schema.Attribute.Enumeration<['provincia', 'regione', 'italia', 'estero', 'none']>;
    nascita: Schema.Attribute.Date;
    nome: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
    occupazione: Schema.Attribute.Enumeration<['Occupato', 'Disoccupato / inoccupato']>;
    orari: Schema.Attribute.JSON;
    patente_bool: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    patente_text: Schema.Attribute.String;
    perito_enum: Schema.Attribute.Enumeration<
      ['Informatico', 'Meccanico', 'Elettronico', 'Industriale', 'Nessuno', 'Altro']
    >;
    perito_text: Schema.Attribute.String;
    picture: Schema.Attribute.Media<'images'>;
    provincia: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    qualifica: Schema.Attribute.Enumeration<['Operaio', 'Impiegato', 'Funzione/ruolo manageriale']>;
    qualifica_professionale_enum: Schema.Attribute.Enumeration<
      ['Meccanica', 'Informatica', 'Industriale', 'Civile', 'Nessuna', 'Altro']
    >;
    qualifica_professionale_text: Schema.Attribute.String;
    ral_desiderata: Schema.Attribute.Enumeration<
      ['under_30K', 'between_30K_40K', 'between_40K_50K', 'over_50K']
    >;
    scheda_tecnica: Schema.Attribute.JSON;
    sicurezza: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    sistema_premiante: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    specializzazione_bool: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    specializzazione_text: Schema.Attribute.String;
    sviluppo_carriera: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    telefono: Schema.Attribute.String;
    tipo_contratto: Schema.Attribute.JSON;
    tipo_laurea: Schema.Attribute.Enumeration<['none', 'short', 'long']>;
    trasferta: Schema.Attribute.Enumeration<['italia', 'estero', 'none']>;
    trattabile: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    ultima_modifica: Schema.Attribute.Date;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'oneToOne', 'plugin::users-permissions.user'>;
    visite_profilo: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    visite_profilo_esteso: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    welfare: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
  };
}

export interface ApiInvoiceInvoice extends Struct.CollectionTypeSchema {
  collectionName: 'invoices';
  info: {
    description: 'Fattura elettronica (FatturaPA FPR12), una per pagamento andato a buon fine';
    displayName: 'Fattura';
    pluralName: 'invoices';
    singularName: 'invoice';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    aliquota_iva: Schema.Attribute.Integer & Schema.Attribute.Required;
    anno: Schema.Attribute.Integer & Schema.Attribute.Required;
    cedente: Schema.Attribute.JSON & Schema.Attribute.Required;
    cessionario: Schema.Attribute.JSON & Schema.Attribute.Required;
    checkout_session_id: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    copia_cortesia: Schema.Attribute.Enumeration<['da_inviare', 'in_invio', 'inviata']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    data: Schema.Attribute.Date & Schema.Attribute.Required;
    descrizione: Schema.Attribute.String & Schema.Attribute.Required;
    file_name: Schema.Attribute.String & Schema.Attribute.Required;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    imponibile: Schema.Attribute.Integer & Schema.Attribute.Required;
    imposta: Schema.Attribute.Integer & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::invoice.invoice'> & Schema.Attribute.Private;
    numero: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    payment: Schema.Attribute.Relation<'oneToOne', 'api::payment.payment'>;
    product_id: Schema.Attribute.Integer & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    sdi_inviata_il: Schema.Attribute.DateTime;
    sdi_riferimento: Schema.Attribute.String;
    sdi_stato: Schema.Attribute.Enumeration<['da_inviare', 'in_invio', 'inviata']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'da_inviare'>;
    totale: Schema.Attribute.Integer & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    xml: Schema.Attribute.Text & Schema.Attribute.Required & Schema.Attribute.Private;
  };
}

export interface ApiInvoiceInvoiceCounter extends Struct.CollectionTypeSchema {
  collectionName: 'invoice_counters';
  info: {
    description: 'Ultimo numero di fattura emesso per anno solare';
    displayName: 'Numerazione fatture';
    pluralName: 'invoice-counters';
    singularName: 'invoice-counter';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    anno: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::invoice.invoice-counter'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    ultimo: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiJobRunJobRun extends Struct.CollectionTypeSchema {
  collectionName: 'job_runs';
  info: {
    description: "Rivendicazione di un'esecuzione di un job pianificato (una per chiave job:periodo[:soggetto])";
    displayName: 'Esecuzione job';
    pluralName: 'job-runs';
    singularName: 'job-run';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    chiave: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    claimed_at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::job-run.job-run'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiMansioniMansioni extends Struct.CollectionTypeSchema {
  collectionName: 'mansionis';
  info: {
    description: 'Mansioni (job roles)';
    displayName: 'Mansione';
    pluralName: 'mansionis';
    singularName: 'mansioni';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::mansioni.mansioni'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    value: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
  };
}

export interface ApiPaymentPayment extends Struct.CollectionTypeSchema {
  collectionName: 'payments';
  info: {
    description: 'Pagamento Stripe, uno per checkout session: amount_net + amount_vat = amount (lordo), in centesimi';
    displayName: 'Pagamento';
    pluralName: 'payments';
    singularName: 'payment';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    amount: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    amount_net: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    amount_vat: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    checkout_session_id: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    currency: Schema.Attribute.String & Schema.Attribute.DefaultTo<'eur'>;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::payment.payment'> & Schema.Attribute.Private;
    paid_at: Schema.Attribute.DateTime;
    product_codice: Schema.Attribute.String;
    product_id: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.String & Schema.Attribute.Required;
    subscription: Schema.Attribute.Relation<'manyToOne', 'api::subscription.subscription'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPipelineApiKey extends Struct.CollectionTypeSchema {
  collectionName: 'company_api_keys';
  info: {
    description: "Chiave per le integrazioni ATS (issue 43): solo l'hash SHA-256 \u00E8 conservato";
    displayName: 'Chiave API aziendale';
    pluralName: 'api-keys';
    singularName: 'api-key';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    autore: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    creata_il: Schema.Attribute.DateTime & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    hash: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    inizio: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::pipeline.api-key'> & Schema.Attribute.Private;
    nome: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    revocata_il: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    usata_il: Schema.Attribute.DateTime;
  };
}

export interface ApiPipelineCandidateNote extends Struct.CollectionTypeSchema {
  collectionName: 'candidate_notes';
  info: {
    description: "Nota del team di un'azienda su un candidato sbloccato (issue 43): visibile al team, mai al candidato";
    displayName: 'Nota su un candidato';
    pluralName: 'candidate-notes';
    singularName: 'candidate-note';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    autore: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    hr_user: Schema.Attribute.Relation<'manyToOne', 'api::hr-user.hr-user'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::pipeline.candidate-note'> &
      Schema.Attribute.Private;
    modificata_il: Schema.Attribute.DateTime;
    publishedAt: Schema.Attribute.DateTime;
    scritta_il: Schema.Attribute.DateTime & Schema.Attribute.Required;
    testo: Schema.Attribute.Text & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPrivacyConsent extends Struct.CollectionTypeSchema {
  collectionName: 'consents';
  info: {
    description: "Quale versione dei termini e dell'informativa privacy un account ha accettato, quando e dove (issue 41)";
    displayName: 'Consenso';
    pluralName: 'consents';
    singularName: 'consent';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    accettato_il: Schema.Attribute.DateTime & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::privacy.consent'> & Schema.Attribute.Private;
    origine: Schema.Attribute.Enumeration<
      ['registrazione_candidato', 'registrazione_azienda', 'invito_team', 'nuova_versione']
    > &
      Schema.Attribute.Required;
    privacy: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    termini: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiRateLimitRateLimit extends Struct.CollectionTypeSchema {
  collectionName: 'rate_limits';
  info: {
    description: 'Contatori dei tentativi (accesso, recupero password, registrazione) condivisi da ogni istanza del portale';
    displayName: 'Limite di frequenza';
    pluralName: 'rate-limits';
    singularName: 'rate-limit';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    chiave: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    count: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::rate-limit.rate-limit'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    reset_at: Schema.Attribute.BigInteger & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSubscriptionSubscription extends Struct.CollectionTypeSchema {
  collectionName: 'subscriptions';
  info: {
    description: "Prodotto acquistato da un'azienda, con scadenza";
    displayName: 'Abbonamento';
    pluralName: 'subscriptions';
    singularName: 'subscription';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    crediti_residui: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    data_scadenza: Schema.Attribute.Date;
    data_sottoscrizione: Schema.Attribute.Date & Schema.Attribute.Required;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::subscription.subscription'> &
      Schema.Attribute.Private;
    product_codice: Schema.Attribute.String;
    product_id: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiTeamMemberTeamMember extends Struct.CollectionTypeSchema {
  collectionName: 'team_members';
  info: {
    description: "Una persona del team di un'azienda (issue 27): il titolare, un membro, un invito in corso";
    displayName: 'Membro del team aziendale';
    pluralName: 'team-members';
    singularName: 'team-member';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    cognome: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email & Schema.Attribute.Required;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    invitato_il: Schema.Attribute.DateTime;
    invito_scadenza: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::team-member.team-member'> &
      Schema.Attribute.Private;
    nome: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    puo_acquistare: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    rimosso_il: Schema.Attribute.DateTime;
    ruolo: Schema.Attribute.Enumeration<['titolare', 'membro']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'membro'>;
    stato: Schema.Attribute.Enumeration<['invitato', 'attivo', 'rimosso']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'invitato'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'oneToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiUnlockUnlock extends Struct.CollectionTypeSchema {
  collectionName: 'unlocks';
  info: {
    description: "Profilo candidato acquistato da un'azienda (uno per coppia azienda+candidato)";
    displayName: 'Sblocco profilo';
    pluralName: 'unlocks';
    singularName: 'unlock';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    aggiornato_il: Schema.Attribute.DateTime;
    annuncio: Schema.Attribute.Relation<'manyToOne', 'api::annunci.annunci'>;
    autore: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    candidato_cancellato: Schema.Attribute.Integer & Schema.Attribute.Private;
    chiave: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    data_sblocco: Schema.Attribute.DateTime & Schema.Attribute.Required;
    esclusiva_fino_al: Schema.Attribute.Date;
    fase: Schema.Attribute.Enumeration<
      ['da_contattare', 'contattato', 'colloquio', 'proposta', 'assunto', 'non_idoneo']
    > &
      Schema.Attribute.DefaultTo<'da_contattare'>;
    fase_autore: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    fase_il: Schema.Attribute.DateTime;
    hr_company: Schema.Attribute.Relation<'manyToOne', 'api::hr-company.hr-company'>;
    hr_user: Schema.Attribute.Relation<'manyToOne', 'api::hr-user.hr-user'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::unlock.unlock'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiVisitVisit extends Struct.CollectionTypeSchema {
  collectionName: 'visite';
  info: {
    description: "Una visita contata (logo di un'azienda, scheda o profilo di un candidato) o un 'Mi interessa' (candidato, annuncio): una per visitatore, visitato, tipo e giorno";
    displayName: 'Visita';
    pluralName: 'visits';
    singularName: 'visit';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    giorno: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::visit.visit'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    tipo: Schema.Attribute.Enumeration<['azienda', 'profilo', 'profilo_esteso', 'interesse']> &
      Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    visitato: Schema.Attribute.Integer & Schema.Attribute.Required;
    visitatore: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ApiWizardDraftWizardDraft extends Struct.CollectionTypeSchema {
  collectionName: 'wizard_drafts';
  info: {
    description: 'Bozza di un wizard di registrazione/modifica, per chiave non indovinabile';
    displayName: 'Bozza wizard';
    pluralName: 'wizard-drafts';
    singularName: 'wizard-draft';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    data: Schema.Attribute.JSON;
    expires_at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique;
    kind: Schema.Attribute.Enumeration<['candidate', 'company', 'annuncio', 'alert']> &
      Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::wizard-draft.wizard-draft'> &
      Schema.Attribute.Private;
    owner: Schema.Attribute.Integer & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesRelease extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_releases';
  info: {
    displayName: 'Release';
    pluralName: 'releases';
    singularName: 'release';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actions: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    releasedAt: Schema.Attribute.DateTime;
    scheduledAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['ready', 'blocked', 'failed', 'done', 'empty']> &
      Schema.Attribute.Required;
    timezone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesReleaseAction extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_release_actions';
  info: {
    displayName: 'Release Action';
    pluralName: 'release-actions';
    singularName: 'release-action';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentType: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    entryDocumentId: Schema.Attribute.String;
    isEntryValid: Schema.Attribute.Boolean;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    release: Schema.Attribute.Relation<'manyToOne', 'plugin::content-releases.release'>;
    type: Schema.Attribute.Enumeration<['publish', 'unpublish']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginI18NLocale extends Struct.CollectionTypeSchema {
  collectionName: 'i18n_locale';
  info: {
    collectionName: 'locales';
    description: '';
    displayName: 'Locale';
    pluralName: 'locales';
    singularName: 'locale';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::i18n.locale'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMax<
        {
          max: 50;
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflow extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows';
  info: {
    description: '';
    displayName: 'Workflow';
    name: 'Workflow';
    pluralName: 'workflows';
    singularName: 'workflow';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentTypes: Schema.Attribute.JSON & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'[]'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    stageRequiredToPublish: Schema.Attribute.Relation<'oneToOne', 'plugin::review-workflows.workflow-stage'>;
    stages: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflowStage extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows_stages';
  info: {
    description: '';
    displayName: 'Stages';
    name: 'Workflow Stage';
    pluralName: 'workflow-stages';
    singularName: 'workflow-stage';
  };
  options: {
    draftAndPublish: false;
    version: '1.1.0';
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    color: Schema.Attribute.String & Schema.Attribute.DefaultTo<'#4945FF'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String;
    permissions: Schema.Attribute.Relation<'manyToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    workflow: Schema.Attribute.Relation<'manyToOne', 'plugin::review-workflows.workflow'>;
  };
}

export interface PluginUploadFile extends Struct.CollectionTypeSchema {
  collectionName: 'files';
  info: {
    description: '';
    displayName: 'File';
    pluralName: 'files';
    singularName: 'file';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    alternativeText: Schema.Attribute.Text;
    caption: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ext: Schema.Attribute.String;
    focalPoint: Schema.Attribute.JSON;
    folder: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'> & Schema.Attribute.Private;
    folderPath: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    formats: Schema.Attribute.JSON;
    hash: Schema.Attribute.String & Schema.Attribute.Required;
    height: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'> & Schema.Attribute.Private;
    mime: Schema.Attribute.String & Schema.Attribute.Required;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    previewUrl: Schema.Attribute.Text;
    provider: Schema.Attribute.String & Schema.Attribute.Required;
    provider_metadata: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    related: Schema.Attribute.Relation<'morphToMany'>;
    size: Schema.Attribute.Decimal & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    url: Schema.Attribute.Text & Schema.Attribute.Required;
    width: Schema.Attribute.Integer;
  };
}

export interface PluginUploadFolder extends Struct.CollectionTypeSchema {
  collectionName: 'upload_folders';
  info: {
    displayName: 'Folder';
    pluralName: 'folders';
    singularName: 'folder';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    children: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    files: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    parent: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'>;
    path: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    pathId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsPermission extends Struct.CollectionTypeSchema {
  collectionName: 'up_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsRole extends Struct.CollectionTypeSchema {
  collectionName: 'up_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.role'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.String & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'>;
  };
}

export interface PluginUsersPermissionsUser extends Struct.CollectionTypeSchema {
  collectionName: 'up_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'user';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
    timestamps: true;
  };
  attributes: {
    avviso_inattivita_il: Schema.Attribute.DateTime & Schema.Attribute.Private;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    confirmationToken: Schema.Attribute.String & Schema.Attribute.Private;
    confirmed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    hr_company: Schema.Attribute.Relation<'oneToOne', 'api::hr-company.hr-company'>;
    hr_user: Schema.Attribute.Relation<'oneToOne', 'api::hr-user.hr-user'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'> &
      Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    prima_password_hash: Schema.Attribute.String & Schema.Attribute.Private;
    prima_password_scadenza: Schema.Attribute.DateTime & Schema.Attribute.Private;
    privacy_accettata: Schema.Attribute.Integer & Schema.Attribute.Private;
    provider: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    sessions_revoked_at: Schema.Attribute.BigInteger & Schema.Attribute.Private;
    termini_accettati: Schema.Attribute.Integer & Schema.Attribute.Private;
    ultimo_accesso: Schema.Attribute.DateTime & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ContentTypeSchemas {
      'admin::api-token': AdminApiToken;
      'admin::api-token-permission': AdminApiTokenPermission;
      'admin::permission': AdminPermission;
      'admin::role': AdminRole;
      'admin::session': AdminSession;
      'admin::transfer-token': AdminTransferToken;
      'admin::transfer-token-permission': AdminTransferTokenPermission;
      'admin::user': AdminUser;
      'api::alert.alert-match': ApiAlertAlertMatch;
      'api::annunci.annunci': ApiAnnunciAnnunci;
      'api::aree-di-competenza.aree-di-competenza': ApiAreeDiCompetenzaAreeDiCompetenza;
      'api::avviso-candidato.avviso-candidato': ApiAvvisoCandidatoAvvisoCandidato;
      'api::conoscenze-informatiche.conoscenze-informatiche': ApiConoscenzeInformaticheConoscenzeInformatiche;
      'api::credit-movement.credit-movement': ApiCreditMovementCreditMovement;
      'api::favourite.favourite': ApiFavouriteFavourite;
      'api::guarantee-report.guarantee-report': ApiGuaranteeReportGuaranteeReport;
      'api::hr-company.hr-company': ApiHrCompanyHrCompany;
      'api::hr-user.hr-user': ApiHrUserHrUser;
      'api::invoice.invoice': ApiInvoiceInvoice;
      'api::invoice.invoice-counter': ApiInvoiceInvoiceCounter;
      'api::job-run.job-run': ApiJobRunJobRun;
      'api::mansioni.mansioni': ApiMansioniMansioni;
      'api::payment.payment': ApiPaymentPayment;
      'api::pipeline.api-key': ApiPipelineApiKey;
      'api::pipeline.candidate-note': ApiPipelineCandidateNote;
      'api::privacy.consent': ApiPrivacyConsent;
      'api::rate-limit.rate-limit': ApiRateLimitRateLimit;
      'api::subscription.subscription': ApiSubscriptionSubscription;
      'api::team-member.team-member': ApiTeamMemberTeamMember;
      'api::unlock.unlock': ApiUnlockUnlock;
      'api::visit.visit': ApiVisitVisit;
      'api::wizard-draft.wizard-draft': ApiWizardDraftWizardDraft;
      'plugin::content-releases.release': PluginContentReleasesRelease;
      'plugin::content-releases.release-action': PluginContentReleasesReleaseAction;
      'plugin::i18n.locale': PluginI18NLocale;
      'plugin::review-workflows.workflow': PluginReviewWorkflowsWorkflow;
      'plugin::review-workflows.workflow-stage': PluginReviewWorkflowsWorkflowStage;
      'plugin::upload.file': PluginUploadFile;
      'plugin::upload.folder': PluginUploadFolder;
      'plugin::users-permissions.permission': PluginUsersPermissionsPermission;
      'plugin::users-permissions.role': PluginUsersPermissionsRole;
      'plugin::users-permissions.user': PluginUsersPermissionsUser;
    }
  }
}
