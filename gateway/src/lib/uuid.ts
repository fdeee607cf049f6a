const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a client can be a row's uuid: anything else is « not found », never a database error. */
export const isUuid = (id: string): boolean => UUID.test(id);
