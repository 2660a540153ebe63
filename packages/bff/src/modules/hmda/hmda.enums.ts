/** The module's enums, apart from the decorated types so the API and the mapper can use them alone. */

export enum HmdaFieldType {
  AN = 'AN',
  N = 'N',
}

export enum HmdaScreen {
  CLIENT_INFO = 'clientInfo',
  FIELD_MASTER = 'fieldMaster',
  CLIENT_VALUE = 'clientValue',
  VALID_VALUE = 'validValue',
  FIELD_ORDER = 'fieldOrder',
}

export enum HmdaReplicatePart {
  CLIENT_INFO = 'hmdaclientinfo',
  FIELD_MASTER = 'hmdafieldmaster',
  CLIENT_VALUES = 'hmdaclientValue',
  VALID_VALUES = 'hmdavalidvalue',
  FIELD_ORDER = 'hmdafieldorder',
}

export enum HmdaList {
  CLIENT_INFO = 'CLIENT_INFO',
  FIELD_MASTER = 'FIELD_MASTER',
  CLIENT_VALUES = 'CLIENT_VALUES',
  VALID_VALUES = 'VALID_VALUES',
  FIELD_ORDER = 'FIELD_ORDER',
  SYSTEMS = 'SYSTEMS',
  DETAIL_SYSTEMS = 'DETAIL_SYSTEMS',
  EDIT_REFERENCES = 'EDIT_REFERENCES',
  BANK_MASTER = 'BANK_MASTER',
}

export enum HmdaSaveAction {
  ADD = 'add',
  UPDATE = 'update',
}
