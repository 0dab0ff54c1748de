#!/bin/bash
# check-completion.sh WYTHOFF COMPLETION: the bash completion of wythoff, sourced into a shell
# with bash-completion, asked as Tab would ask it (COMP_WORDS split at readline's word
# breaks), against what --help says: subcommands, options, families, keys, values, files.
set -u
wythoff=$1
completion=$2
. /usr/share/bash-completion/bash_completion || { echo "bash-completion is not installed"; exit 1; }
. "$completion"
status=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
touch "$tmp/figure.png" "$tmp/figure.pdf" "$tmp/game.wygame"

# wythoff-lattice's completion asks the wythoff beside it
ln -s "$(realpath "$wythoff")" "$tmp/wythoff"
ln -s /bin/true "$tmp/wythoff-lattice"

# ask LINE EXPECTED...: complete LINE (the program's name replaced by $wythoff); every
# EXPECTED word must be in COMPREPLY. ask_lattice: the same of wythoff-lattice.
ask () { complete_line _wythoff "$wythoff" "$@"; }
ask_lattice () { complete_line _wythoff_lattice "$tmp/wythoff-lattice" "$@"; }
complete_line ()
{
    local function=$1 program=$2 line=$3 want got
    shift 3
    COMP_LINE="$program ${line#* }"
    COMP_POINT=${#COMP_LINE}
    # readline's split: blanks part words, ":" and "=" are words of their own
    read -r -a COMP_WORDS <<<"$(sed 's/\([:=]\)/ \1 /g' <<<"$COMP_LINE")"
    [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
    [[ $COMP_LINE == *[:=] ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    "$function"
    got=" ${COMPREPLY[*]-} "
    for want in "$@"; do
        if [[ $got != *" $want "* ]]; then
            echo "FAIL: '$line' completes to '${got# }', not '$want'"
            status=1
            return
        fi
    done
    echo "ok: '$line' -> ${got# }"
}

ask "wythoff pp" ppos
ask "wythoff " ppos export sweep figure --help --version
ask "wythoff ppos wy" wyt: wythoff: wytc:
ask "wythoff ppos wyt:" a= b= block= play=
ask "wythoff ppos nimpq:a=1,re" 1,reading=
ask "wythoff ppos wyt:a=1,play=m" misere
ask "wythoff ppos nimpq:reading=" linecount abstract sec7
ask "wythoff grundy --size 10 wyt:" a= b=
ask "wythoff ppos --time-budget 5 wy" wyt: wythoff:
ask "wythoff ppos --si" --size=
ask "wythoff export --fr" --from=
ask "wythoff ppos wyt --format " text csv json
ask "wythoff sum wyt 1,2 wy" wyt:
ask "wythoff check " mark
ask "wythoff library " list show check add export
ask "wythoff library list --format " text json
ask "wythoff library show wythoff-m" wythoff-misere
ask "wythoff library show --format json fraenkel-" fraenkel-2
ask "wythoff figure --list --format " text json
# the values an option's --help lists, after a blank and after "="
ask "wythoff ppos wyt --format=" text csv json
ask "wythoff ppos wyt --format=c" csv
ask "wythoff export wyt --view " outcome elimination grundy formula
ask "wythoff export wyt --view=" outcome elimination grundy formula
ask "wythoff export wyt --view=gr" grundy
ask "wythoff export wyt --style " paper screen
ask "wythoff export wyt --style=s" screen
ask "wythoff export wyt --unit " px cm in
ask "wythoff export wyt --unit=" px cm in
# a GAME is a rule string or a library game's name
ask "wythoff ppos fraenkel-" fraenkel-2 fraenkel-2-rule
ask "wythoff ppos fra" fraenkel: fraenkel-2
ask "wythoff export --size 10 wythoff-m" wythoff-misere
ask "wythoff sum wyt 1,2 fraenkel-" fraenkel-2
ask_lattice "wythoff-lattice fraenkel-" fraenkel-2
ask_lattice "wythoff-lattice wyt:" a= b=
# wythoff-lattice [GAME | FIGURE | GAME-FILE]: a game file too
ask_lattice "wythoff-lattice $tmp/" "$tmp/figure.png" "$tmp/game.wygame"
ask "wythoff figure 000:fig" fig1 fig2
ask "wythoff export wyt --size 10 -o $tmp/fig" "$tmp/figure.png" "$tmp/figure.pdf"
ask "wythoff export --from $tmp/figure.p" "$tmp/figure.png"
# values with a hyphen; a file only where --help names one (numeration's --check is a
# board side, automaton's -c a file); library add and check take files
ask "wythoff sweep 'wyt:a={1..2}' --question " first-disagreement limit n-steps n-ppos
ask "wythoff sweep x --question=n-" n-steps n-ppos
ask "wythoff automaton wythoff -c $tmp/fig" "$tmp/figure.png"
ask "wythoff library add $tmp/fig" "$tmp/figure.png"
ask "wythoff library check $tmp/ga" "$tmp/game.wygame"
ask "wythoff library check fraenkel-" fraenkel-2
ask "wythoff limit wythoff --se" --series=
ask "wythoff grundy wythoff --va" --value=
# ask_none LINE: LINE completes to nothing
ask_none ()
{
    complete_line _wythoff "$wythoff" "$1"
    if [[ -n ${COMPREPLY[*]-} ]]; then
        echo "FAIL: '$1' completes to '${COMPREPLY[*]}', not nothing"
        status=1
    fi
}
ask_none "wythoff numeration gamma:i=1,s=2 5 --check $tmp/fig"
ask_none "wythoff numeration gamma:i=1,s=2 5 --check=$tmp/fig"
# every subcommand of wythoff --help, and every option of its own --help
for command in $("$wythoff" --help | awk '/^Commands:/ {on = 1; next} on && /^[^ ]/ {on = 0}
                                        on && /^  [a-z]/ {print $1}' | sort -u); do
    options=$("$wythoff" "$command" --help | grep -o -- '^  \(-[a-zA-Z], \)\?--[a-z0-9-]*=\?' |
              sed 's/.*\(--\)/\1/')
    # shellcheck disable=SC2086
    ask "wythoff ${command:0:3}" "$command"
    # shellcheck disable=SC2086
    ask "wythoff $command --" $options
done
exit $status
