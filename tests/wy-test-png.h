/* wy-test-png.h: PNG chunks taken apart and put together, text chunks in every encoding (shared by the fuzz tests). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Every key the reader knows, in its order (keys[0 .. N_KNOWN - 1]), then two it does not. */
enum { K_GAME, K_SIZE, K_STEP, K_VIEW, K_STYLE, K_DARK, K_AXES, K_SELECTION, K_VERSION, K_CLASSES,
       N_KNOWN };
extern const char *const keys[N_KNOWN + 2];

/* The four encodings of a text chunk, and their names. */
typedef enum { ENC_TEXT, ENC_ZTXT, ENC_ITXT, ENC_ITXT_Z, N_ENCS } Enc;
extern const char *const enc_names[N_ENCS];

/* The ways undecodable_chunk has to fail. */
#define N_UNDECODABLE 12

/* Iterations scaled by WY_FUZZ_ITERATIONS. */
guint       rounds            (guint base);
/* A random sequence from seed, or WY_FUZZ_SEED's; the seed is logged. */
GRand      *new_rand          (const char *what, guint32 seed);
GByteArray *bytes_of          (const char *s, gsize n);
guint32     get32             (const guint8 *p);
/* The PNG CRC (ISO 3309), bit by bit. */
guint32     crc_of            (const guint8 *p, gsize n);
/* A PNG's chunks (type + data each), without the signature. */
GPtrArray  *split_chunks      (const GByteArray *png);
/* Chunks back to a PNG, every CRC right: the mutation reaches the reader. */
GByteArray *join_chunks       (const GPtrArray *chunks);
/* A tEXt chunk "key\0value" (type included). */
GByteArray *text_chunk        (const char *key, const char *value);
void        append_string     (GByteArray *c, const char *s, gboolean nul);
/* text deflated at level onto c, byte for byte compress2's. */
void        append_deflated   (GByteArray *c, const char *text, gsize n, int level);
/* The deflaters append_deflated keeps, freed. */
void        deflaters_end     (void);
/* The text chunk of key and value in the encoding: all four read the same. */
GByteArray *encoded_chunk     (GRand *r, Enc enc, const char *key, const char *value);
/* A zTXt or iTXt chunk of key that does not decode (variant < N_UNDECODABLE). */
GByteArray *undecodable_chunk (GRand *r, const char *key, const char *value, guint variant);

G_END_DECLS
