// A named action on a resource (DESIGN: domain-specific behaviour is a named action, in one file,
// never a special case inside the engine): `POST <resource>/<action>` with the JSON payload in the
// form field `data`, checked against the action's own JSON Schema, run in one transaction within the
// caller's scope. Its FuncId is `<menu>.<action>`, which the menu tree must list. The action's types are
// in types.ts.

/** What an action's name may be: a path segment and the second half of its FuncId. */
export const ACTION_NAME = /^[a-z][A-Za-z0-9]{0,49}$/;
