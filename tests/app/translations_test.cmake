# Runs lupdate over the sources into a copy of the Japanese .ts file: a tr() string that the
# committed file lacks shows up as unfinished there, and fails this test.
set(copy "${WORK}/collision-lab_ja.ts")
file(MAKE_DIRECTORY "${WORK}")
configure_file("${TS}" "${copy}" COPYONLY)
execute_process(COMMAND "${LUPDATE}" -silent -no-obsolete -locations none
                        "${SOURCE}/app" "${SOURCE}/lessons" -ts "${copy}"
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${rc})")
endif()
file(STRINGS "${copy}" unfinished REGEX "type=\"unfinished\"")
list(LENGTH unfinished count)
if(count GREATER 0)
    execute_process(COMMAND diff "${TS}" "${copy}")
    message(FATAL_ERROR "${count} tr() strings have no Japanese translation: run the update_translations target and translate them")
endif()
