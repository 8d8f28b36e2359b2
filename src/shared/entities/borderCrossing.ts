// A China-Europe rail border crossing, where trains change gauge.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { Stored } from './common';

/**
 * @title field.entity.borderCrossing
 * @table border_crossings
 * @keyField code
 * @defaultSort code
 * @display {"en":"name","zh":"nameLocal"}
 */
export interface BorderCrossing extends Stored {
  /**
   * @title field.borderCrossing.code
   * @pattern ^[A-Z]{3,10}$
   * @maxLength 10
   * @formatExamples ["ALASHANKOU"]
   * @indexed
   */
  code: string;
  /**
   * @title field.borderCrossing.name
   * @minLength 1
   * @maxLength 80
   */
  name: string;
  /**
   * @title field.borderCrossing.nameLocal
   * @maxLength 80
   */
  nameLocal?: string;
  /**
   * @title field.borderCrossing.neighbour
   * @pattern ^[A-Z]{2}$
   * @maxLength 2
   * @formatExamples ["KZ", "MN"]
   */
  neighbour: string;
}
