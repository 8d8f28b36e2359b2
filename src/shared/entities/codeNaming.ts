// The shape every code of the code library and the reference data shares (DOMAIN.md "Reference
// data"): its name in each language, its place in lists and whether it may still be chosen.
// A reference to such a code shows the name in the reader's language (`@display`), pickers offer
// only active codes, and a deactivated code is refused for new use while records keeping it stay.

/** Names per language, sort number and active flag of a code (not an entity: entities extend it). */
export interface CodeNames {
  /**
   * @title field.codeNames.nameEn
   * @minLength 1
   * @maxLength 80
   */
  nameEn: string;
  /**
   * @title field.codeNames.nameZh
   * @maxLength 80
   */
  nameZh?: string;
  /**
   * @title field.codeNames.nameTr
   * @maxLength 80
   */
  nameTr?: string;
  /**
   * @title field.codeNames.nameEs
   * @maxLength 80
   */
  nameEs?: string;
  /**
   * @title field.codeNames.sno
   * @asType integer
   * @minimum 0
   * @maximum 9999
   */
  sno?: number;
  /**
   * A deactivated code is no longer offered nor accepted for new use; records holding it keep it.
   * @title field.codeNames.active
   * @default true
   */
  active?: boolean;
}

/** The field by which the engine and the pickers know a code that may be deactivated. */
export const ACTIVE_FIELD = 'active' satisfies keyof CodeNames;
